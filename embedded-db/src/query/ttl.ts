import { numericValue } from "../bson/types";
import type { Store } from "../storage/store";
import { compileFilter } from "./filter";
import { selectDocs } from "./select";

/**
 * Deletes documents whose TTL index date is older than expireAfterSeconds
 * (MongoDB's TTL monitor). The expiry filter is a date range, which the TTL
 * index itself serves.
 */
export function expireDocuments(store: Store, now = Date.now()): number {
  let removed = 0;
  for (const coll of store.catalog.list()) {
    for (const index of store.catalog.indexes(coll.id)) {
      const seconds = numericValue(index.spec.expireAfterSeconds);
      const [only, ...others] = index.fields;
      if (seconds === undefined || !only || others.length) continue;
      const partial = compileFilter(index.partialFilter ?? {});
      const filter = { [only[0]]: { $lte: new Date(now - seconds * 1000) } };
      const expired = selectDocs(store, coll, { filter }).filter((doc) => partial.test(doc.norm));
      for (const doc of expired) store.write(() => store.docs.remove(coll, doc));
      removed += expired.length;
    }
  }
  return removed;
}
