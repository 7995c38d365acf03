import { serialize } from "bson";
import type { Doc } from "../bson/types";
import { HEADER_SIZE, OP_MSG, OP_REPLY } from "./constants";

let nextRequestId = 1;

function frame(opCode: number, responseTo: number, prefix: Buffer, doc: Doc): Buffer {
  const body = serialize(doc, { ignoreUndefined: true });
  const total = HEADER_SIZE + prefix.length + body.length;
  const out = Buffer.allocUnsafe(total);
  out.writeInt32LE(total, 0);
  out.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(opCode, 12);
  prefix.copy(out, HEADER_SIZE);
  out.set(body, HEADER_SIZE + prefix.length);
  return out;
}

/** OP_MSG reply: flagBits 0 and a single kind 0 section. */
export function encodeOpMsg(responseTo: number, doc: Doc): Buffer {
  return frame(OP_MSG, responseTo, Buffer.from([0, 0, 0, 0, 0]), doc);
}

/** OP_REPLY to a legacy OP_QUERY: no cursor, one document. */
export function encodeOpReply(responseTo: number, doc: Doc): Buffer {
  const prefix = Buffer.alloc(20);
  prefix.writeInt32LE(1, 16);
  return frame(OP_REPLY, responseTo, prefix, doc);
}
