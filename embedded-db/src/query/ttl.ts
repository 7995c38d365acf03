import { pathValues } from "../bson/paths";
import { numericValue } from "../bson/types";
import type { Store } from "../storage/store";
import { compileFilter } from "./filter";

/** Deletes documents whose TTL index date is older than expireAfterSeconds (MongoDB's TTL monitor). */
export function expireDocuments(store: Store, now = Date.now()): number {
  let removed = 0;
  for (const coll of store.catalog.list()) {
    for (const index of store.catalog.indexes(coll.id)) {
      const seconds = numericValue(index.spec.expireAfterSeconds);
      const [only, ...others] = index.fields;
      if (seconds === undefined || !only || others.length) continue;
      const cutoff = now - seconds * 1000;
      const partial = compileFilter(index.partialFilter ?? {});
      const expired = [...store.docs.scan(coll.id)].filter(
        (doc) =>
          partial.test(doc.norm) &&
          pathValues(doc.norm, only[0]).some((v) => v instanceof Date && v.getTime() <= cutoff),
      );
      for (const doc of expired) store.write(() => store.docs.remove(coll, doc));
      removed += expired.length;
    }
  }
  return removed;
}
