import { calculateObjectSize, Long } from "bson";
import { randomBytes } from "node:crypto";
import type { Doc } from "./bson/types";
import { fail } from "./errors";
import { MAX_BSON_OBJECT_SIZE } from "./wire/constants";

const DEFAULT_FIRST_BATCH = 101;
/** Room left in a 16 MB reply for the envelope around the batch. */
const BATCH_BYTES = MAX_BSON_OBJECT_SIZE - 64 * 1024;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  ns: string;
  docs: Doc[];
  position: number;
  lastUsed: number;
}

export interface Batch {
  id: Long;
  ns: string;
  docs: Doc[];
}

/** Takes up to `count` documents (all if undefined) without exceeding the reply size limit. */
function takeBatch(cursor: OpenCursor, count: number | undefined): Doc[] {
  const batch: Doc[] = [];
  let bytes = 0;
  const end = count === undefined ? cursor.docs.length : Math.min(cursor.docs.length, cursor.position + count);
  while (cursor.position < end) {
    const doc = cursor.docs[cursor.position];
    if (!doc) break;
    bytes += calculateObjectSize(doc) + 16;
    if (batch.length && bytes > BATCH_BYTES) break;
    batch.push(doc);
    cursor.position++;
  }
  return batch;
}

function randomCursorId(): Long {
  const id = Long.fromBytesLE([...randomBytes(8)]);
  const positive = id.isNegative() ? id.negate() : id;
  return positive.isZero() ? Long.ONE : positive;
}

/** Server-side cursors holding the remaining results of find, aggregate and list commands. */
export class CursorRegistry {
  private readonly cursors = new Map<string, OpenCursor>();

  /** Returns the first batch; the cursor stays open only if documents remain. */
  open(ns: string, docs: Doc[], batchSize: number | undefined, singleBatch = false): Batch {
    const cursor: OpenCursor = { ns, docs, position: 0, lastUsed: Date.now() };
    const first = takeBatch(cursor, batchSize ?? DEFAULT_FIRST_BATCH);
    if (singleBatch || cursor.position >= docs.length) return { id: Long.ZERO, ns, docs: first };
    const id = randomCursorId();
    this.cursors.set(id.toString(), cursor);
    return { id, ns, docs: first };
  }

  getMore(id: Long, ns: string, batchSize: number | undefined): Batch {
    const key = id.toString();
    const cursor = this.cursors.get(key);
    if (!cursor) fail("CursorNotFound", `cursor id ${key} not found`);
    if (cursor.ns !== ns)
      fail(
        "Unauthorized",
        `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${cursor.ns}`,
      );
    cursor.lastUsed = Date.now();
    const docs = takeBatch(cursor, batchSize || undefined);
    if (cursor.position < cursor.docs.length) return { id, ns, docs };
    this.cursors.delete(key);
    return { id: Long.ZERO, ns, docs };
  }

  /** Kills the given cursors; returns which ones existed. */
  kill(ids: Long[]): { killed: Long[]; notFound: Long[] } {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) (this.cursors.delete(id.toString()) ? killed : notFound).push(id);
    return { killed, notFound };
  }

  /** Drops cursors idle for longer than MongoDB's default 10 minutes. */
  sweep(now = Date.now()): void {
    for (const [key, cursor] of this.cursors) if (now - cursor.lastUsed > IDLE_TIMEOUT_MS) this.cursors.delete(key);
  }

  clear(): void {
    this.cursors.clear();
  }
}
