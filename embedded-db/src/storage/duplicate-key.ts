import { formatDoc } from "../bson/keys";
import type { Doc } from "../bson/types";
import { CommandError } from "../errors";
import type { CollectionMeta } from "./types";

export function duplicateKeyError(
  coll: CollectionMeta,
  indexName: string,
  keyPattern: Doc,
  keyValue: Doc,
): CommandError {
  return new CommandError(
    "DuplicateKey",
    `E11000 duplicate key error collection: ${coll.db}.${coll.name} index: ${indexName} dup key: ${formatDoc(keyValue)}`,
    { keyPattern, keyValue },
  );
}
