export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

export const HEADER_SIZE = 16;
export const MAX_MESSAGE_SIZE = 48_000_000;
export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_WRITE_BATCH_SIZE = 100_000;

export const MSG_CHECKSUM_PRESENT = 1 << 0;
export const MSG_MORE_TO_COME = 1 << 1;
/** Bits 0-15 are "required": a receiver must reject flags it does not know there. */
export const MSG_KNOWN_REQUIRED_BITS = MSG_CHECKSUM_PRESENT | MSG_MORE_TO_COME;
