import { deserialize, serialize, type Document } from "bson";
import { connect, type Socket } from "node:net";
import { crc32c } from "../src/wire/crc32c";

let requestId = 1000;

function header(length: number, opCode: number): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(requestId++, 4);
  h.writeInt32LE(0, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

export function opMsg(
  body: Document,
  options: { checksum?: boolean; moreToCome?: boolean; sequence?: [string, Document[]] } = {},
): Buffer {
  const flags = (options.checksum ? 1 : 0) | (options.moreToCome ? 2 : 0);
  const parts: Buffer[] = [Buffer.from([flags, 0, 0, 0]), Buffer.from([0]), Buffer.from(serialize(body))];
  if (options.sequence) {
    const [id, docs] = options.sequence;
    const payload = Buffer.concat([Buffer.from(`${id}\0`), ...docs.map((d) => Buffer.from(serialize(d)))]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4);
    parts.push(Buffer.from([1]), size, payload);
  }
  const content = Buffer.concat(parts);
  const length = 16 + content.length + (options.checksum ? 4 : 0);
  const msg = Buffer.concat([header(length, 2013), content]);
  if (!options.checksum) return msg;
  const sum = Buffer.alloc(4);
  sum.writeUInt32LE(crc32c(msg));
  return Buffer.concat([msg, sum]);
}

export function opQuery(ns: string, query: Document): Buffer {
  const content = Buffer.concat([
    Buffer.alloc(4),
    Buffer.from(`${ns}\0`),
    Buffer.from([0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]),
    Buffer.from(serialize(query)),
  ]);
  return Buffer.concat([header(16 + content.length, 2004), content]);
}

export interface RawConnection {
  socket: Socket;
  /** Sends a message and resolves with the reply's opCode and document. */
  request(msg: Buffer): Promise<{ opCode: number; doc: Document }>;
  /** Resolves when the server closes the connection. */
  closed: Promise<void>;
}

export async function rawConnect(port: number): Promise<RawConnection> {
  const socket = connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  let buffered = Buffer.alloc(0);
  const waiters: ((msg: Buffer) => void)[] = [];
  socket.on("data", (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    while (buffered.length >= 4 && buffered.length >= buffered.readInt32LE(0)) {
      const length = buffered.readInt32LE(0);
      waiters.shift()?.(buffered.subarray(0, length));
      buffered = buffered.subarray(length);
    }
  });
  socket.on("error", () => undefined);
  const request = (msg: Buffer) =>
    new Promise<{ opCode: number; doc: Document }>((resolve) => {
      waiters.push((reply) => {
        const opCode = reply.readInt32LE(12);
        const docStart = opCode === 1 ? 36 : 21;
        resolve({ opCode, doc: deserialize(reply.subarray(docStart)) });
      });
      socket.write(msg);
    });
  return { socket, request, closed };
}
