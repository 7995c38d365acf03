import type { Doc } from "../bson/types";
import { HEADER_SIZE, MSG_CHECKSUM_PRESENT, MSG_KNOWN_REQUIRED_BITS, MSG_MORE_TO_COME } from "./constants";
import { crc32c } from "./crc32c";
import { readCString, readDocumentAt } from "./decode";
import { ProtocolError } from "./protocol-error";

export interface OpMsgRequest {
  command: Doc;
  moreToCome: boolean;
}

/** Parses an OP_MSG, merging kind 1 document sequences into the command body. */
export function parseOpMsg(msg: Buffer): OpMsgRequest {
  if (msg.length < HEADER_SIZE + 5) throw new ProtocolError("OP_MSG too short");
  const flags = msg.readUInt32LE(HEADER_SIZE);
  if ((flags & 0xffff & ~MSG_KNOWN_REQUIRED_BITS) !== 0) throw new ProtocolError("unknown required OP_MSG flag");
  let end = msg.length;
  if (flags & MSG_CHECKSUM_PRESENT) {
    end -= 4;
    if (crc32c(msg.subarray(0, end)) !== msg.readUInt32LE(end)) throw new ProtocolError("OP_MSG checksum mismatch");
  }
  let body: Doc | undefined;
  const sequences: [string, Doc[]][] = [];
  let pos = HEADER_SIZE + 4;
  while (pos < end) {
    const kind = msg[pos++];
    if (kind === 0) {
      if (body) throw new ProtocolError("OP_MSG with two body sections");
      const read = readDocumentAt(msg, pos, end);
      body = read.doc;
      pos = read.next;
    } else if (kind === 1) {
      if (pos + 4 > end) throw new ProtocolError("truncated document sequence");
      const sectionEnd = pos + msg.readInt32LE(pos);
      if (sectionEnd > end || sectionEnd < pos + 5) throw new ProtocolError("invalid document sequence size");
      const id = readCString(msg, pos + 4, sectionEnd);
      const docs: Doc[] = [];
      for (let p = id.next; p < sectionEnd;) {
        const read = readDocumentAt(msg, p, sectionEnd);
        docs.push(read.doc);
        p = read.next;
      }
      sequences.push([id.value, docs]);
      pos = sectionEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new ProtocolError("OP_MSG without body section");
  for (const [id, docs] of sequences) {
    if (Object.hasOwn(body, id)) throw new ProtocolError(`duplicate field ${id} in OP_MSG`);
    body[id] = docs;
  }
  return { command: body, moreToCome: (flags & MSG_MORE_TO_COME) !== 0 };
}
