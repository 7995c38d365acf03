import { deserialize, serialize } from "bson";
import type { Doc } from "../bson/types";
import { CommandError } from "../errors";
import { MAX_BSON_OBJECT_SIZE } from "../wire/constants";

/** Exact decoding of a stored document (see wire/decode.ts). */
export function decodeStored(bytes: Buffer): Doc {
  return deserialize(bytes, { promoteValues: false, bsonRegExp: true }) as Doc;
}

export function encodeStored(doc: Doc): Buffer {
  const bytes = serialize(doc);
  if (bytes.length > MAX_BSON_OBJECT_SIZE) {
    throw new CommandError(
      "BSONObjectTooLarge",
      `object to insert too large. size in bytes: ${bytes.length}, max size: ${MAX_BSON_OBJECT_SIZE}`,
    );
  }
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
