import type { Doc } from "../bson/types";
import type { Batch } from "../cursors";
import type { CommandError } from "../errors";

export function cursorReply(batch: Batch, field: "firstBatch" | "nextBatch"): Doc {
  return { cursor: { [field]: batch.docs, id: batch.id, ns: batch.ns }, ok: 1 };
}

export function writeError(index: number, error: CommandError): Doc {
  return { index, code: error.code, errmsg: error.message, ...error.extra };
}
