import type { Socket } from "node:net";
import type { Doc } from "./bson/types";
import { runCommand } from "./commands/dispatch";
import type { CommandContext, ServerStats } from "./commands/context";
import type { CursorRegistry } from "./cursors";
import { CommandError, errorReply } from "./errors";
import type { Store } from "./storage/store";
import { OP_MSG, OP_QUERY } from "./wire/constants";
import { encodeOpMsg, encodeOpReply } from "./wire/encode";
import { MessageFramer } from "./wire/framer";
import { parseOpMsg } from "./wire/op-msg";
import { parseOpQuery } from "./wire/op-query";
import { ProtocolError } from "./wire/protocol-error";

export interface ServerParts {
  store: Store;
  cursors: CursorRegistry;
  stats: ServerStats;
}

/** Encodes a reply, replacing it with an error if it cannot be encoded (e.g. too large). */
function safeEncode(encode: (doc: Doc) => Buffer, reply: Doc): Buffer {
  try {
    return encode(reply);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return encode(errorReply(new CommandError("BSONObjectTooLarge", `reply could not be encoded: ${message}`)));
  }
}

/** One client connection: frames messages, runs commands, sends replies after commit. */
export function serveConnection(socket: Socket, parts: ServerParts, connectionId: number): void {
  const framer = new MessageFramer();
  const remoteAddress = `${socket.remoteAddress ?? ""}:${socket.remotePort ?? 0}`;
  const context = (db: string): CommandContext => ({ ...parts, db, connectionId, remoteAddress });

  // A reply waits until the writes it may depend on are committed.
  const send = (reply: Buffer): void =>
    parts.store.afterCommit((error) => {
      if (error) socket.destroy(error);
      else if (!socket.destroyed) socket.write(reply);
    });

  const handle = (msg: Buffer): void => {
    const requestId = msg.readInt32LE(4);
    const opCode = msg.readInt32LE(12);
    if (opCode === OP_MSG) {
      const { command, moreToCome } = parseOpMsg(msg);
      const db = typeof command.$db === "string" ? command.$db : "";
      const reply = db
        ? runCommand(command, context(db))
        : errorReply(new CommandError("InvalidNamespace", "OP_MSG requires a $db argument"));
      if (!moreToCome) send(safeEncode((doc) => encodeOpMsg(requestId, doc), reply));
    } else if (opCode === OP_QUERY) {
      const { db, command } = parseOpQuery(msg);
      send(safeEncode((doc) => encodeOpReply(requestId, doc), runCommand(command, context(db))));
    } else {
      throw new ProtocolError(`unsupported opCode ${opCode}`);
    }
  };

  socket.setNoDelay(true);
  socket.on("data", (chunk: Buffer) => {
    try {
      for (const msg of framer.push(chunk)) handle(msg);
    } catch (error) {
      if (!(error instanceof ProtocolError)) console.error("embedded-db: connection error", error);
      socket.destroy();
    }
  });
  socket.on("error", () => socket.destroy());
}
