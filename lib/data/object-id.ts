import { ObjectId } from "mongodb";

const HEX_ID = /^[0-9a-f]{24}$/i;

/** The ObjectId a 24-hex-digit string names, or null for anything else: ids from URLs never throw. */
export function objectIdFrom(id: string): ObjectId | null {
  return HEX_ID.test(id) ? ObjectId.createFromHexString(id) : null;
}
