import { isPlainObject, type Doc } from "../bson/types";
import { HEADER_SIZE } from "./constants";
import { readCString, readDocumentAt } from "./decode";
import { ProtocolError } from "./protocol-error";

export interface OpQueryRequest {
  db: string;
  command: Doc;
}

/** Parses a legacy OP_QUERY; only commands (`<db>.$cmd`) are supported. */
export function parseOpQuery(msg: Buffer): OpQueryRequest {
  const name = readCString(msg, HEADER_SIZE + 4, msg.length);
  const queryStart = name.next + 8;
  const { doc } = readDocumentAt(msg, queryStart, msg.length);
  const dot = name.value.indexOf(".");
  if (dot <= 0 || name.value.slice(dot + 1) !== "$cmd") {
    throw new ProtocolError(`OP_QUERY is only supported for commands, got ${name.value}`);
  }
  const wrapped = doc.$query ?? doc.query;
  const command = isPlainObject(wrapped) && Object.keys(doc)[0]?.startsWith("$") ? wrapped : doc;
  return { db: name.value.slice(0, dot), command };
}
