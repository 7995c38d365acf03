import { deserialize } from "bson";
import type { Doc } from "../bson/types";
import { ProtocolError } from "./protocol-error";

/** Exact decoding: numeric wrappers and BSONRegExp so values re-encode byte for byte. */
function decodeDocument(bytes: Buffer): Doc {
  try {
    return deserialize(bytes, { promoteValues: false, bsonRegExp: true }) as Doc;
  } catch (error) {
    throw new ProtocolError(`invalid BSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Reads a BSON document that starts at `offset` and must end by `end`. */
export function readDocumentAt(buf: Buffer, offset: number, end: number): { doc: Doc; next: number } {
  if (offset + 5 > end) throw new ProtocolError("truncated document");
  const size = buf.readInt32LE(offset);
  if (size < 5 || offset + size > end) throw new ProtocolError("invalid document size");
  return { doc: decodeDocument(buf.subarray(offset, offset + size)), next: offset + size };
}

export function readCString(buf: Buffer, offset: number, end: number): { value: string; next: number } {
  const zero = buf.indexOf(0, offset);
  if (zero < 0 || zero >= end) throw new ProtocolError("unterminated string");
  return { value: buf.toString("utf8", offset, zero), next: zero + 1 };
}
