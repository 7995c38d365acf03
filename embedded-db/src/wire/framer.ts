import { HEADER_SIZE, MAX_MESSAGE_SIZE } from "./constants";
import { ProtocolError } from "./protocol-error";

/** Splits a TCP byte stream into whole wire-protocol messages. */
export class MessageFramer {
  private chunks: Buffer[] = [];
  private buffered = 0;

  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const messages: Buffer[] = [];
    while (this.buffered >= 4) {
      const first = this.chunks[0];
      const head = first && first.length >= 4 ? first : this.merge();
      const length = head.readInt32LE(0);
      if (length < HEADER_SIZE || length > MAX_MESSAGE_SIZE) {
        throw new ProtocolError(`invalid message length ${length}`);
      }
      if (this.buffered < length) break;
      const all = this.merge();
      messages.push(all.subarray(0, length));
      this.chunks = all.length > length ? [all.subarray(length)] : [];
      this.buffered -= length;
    }
    return messages;
  }

  private merge(): Buffer {
    const [first, ...rest] = this.chunks;
    const merged = first && !rest.length ? first : Buffer.concat(this.chunks);
    this.chunks = [merged];
    return merged;
  }
}
