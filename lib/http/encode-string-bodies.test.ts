import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it, vi } from "vitest";

import { encodeStringBodies, REMEMBERED_BYTES } from "./encode-string-bodies";

const large = "Click Torque Wrench 10–60 Nm, ±4%, “tidy” ".repeat(200);

/** A response whose own write and end only record what they were given. */
function recordingResponse() {
  const write = vi.fn((..._args: unknown[]) => true);
  const end = vi.fn((..._args: unknown[]) => {});
  const response = { write, end } as unknown as ServerResponse;
  encodeStringBodies(response);
  return { response, write, end };
}

describe("encodeStringBodies", () => {
  it("hands a large string on as its UTF-8 bytes, keeping the callback", () => {
    const { response, end } = recordingResponse();
    const done = () => {};
    response.end(large, done);
    expect(end).toHaveBeenCalledWith(Buffer.from(large, "utf8"), done);
  });

  it("encodes with the encoding the caller named", () => {
    const { response, write } = recordingResponse();
    const latin1 = "é".repeat(5000);
    response.write(latin1, "latin1");
    expect(write).toHaveBeenCalledWith(Buffer.from(latin1, "latin1"), undefined);
  });

  it("encodes a whole body sent again only once, and never mixes up two bodies", () => {
    const { response, end } = recordingResponse();
    const other = large.replace("tidy", "neat");
    response.end(large);
    response.end(other);
    response.end(large);
    const [first, second, third] = end.mock.calls.map(([bytes]) => bytes as Buffer);
    expect(third).toBe(first);
    expect(first).toEqual(Buffer.from(large));
    expect(second).toEqual(Buffer.from(other));
  });

  it("forgets the oldest bodies once the kept bytes pass their budget, and never keeps a larger one", () => {
    const { response, end } = recordingResponse();
    const bodyOfAThird = (letter: string) => letter.repeat(Math.floor(REMEMBERED_BYTES / 3) + 1);
    const [oldest, middle, newest] = ["a", "b", "c"].map(bodyOfAThird);
    const tooLarge = "d".repeat(REMEMBERED_BYTES + 1);
    for (const body of [oldest, middle, newest, tooLarge, tooLarge, middle, newest, oldest]) response.end(body);
    const sent = end.mock.calls.map(([bytes]) => bytes as Buffer);
    // Each body sent, as the index of the first send that handed on the very same bytes.
    expect(sent.map((bytes) => sent.indexOf(bytes))).toEqual([0, 1, 2, 3, 4, 1, 2, 7]);
    expect(sent[7]!.equals(Buffer.from(oldest!))).toBe(true);
  });

  it("encodes every streamed chunk anew", () => {
    const { response, write } = recordingResponse();
    response.write(large);
    response.write(large);
    const [first, second] = write.mock.calls.map(([bytes]) => bytes as Buffer);
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
  });

  it("leaves small strings, buffers and a bare end() as they are", () => {
    const { response, write, end } = recordingResponse();
    const bytes = Buffer.from(large);
    response.write("0\r\n\r\n");
    response.write(bytes);
    response.end();
    expect(write).toHaveBeenNthCalledWith(1, "0\r\n\r\n");
    expect(write).toHaveBeenNthCalledWith(2, bytes);
    expect(end).toHaveBeenCalledWith();
  });

  describe("on a real server", () => {
    let close = () => {};
    afterEach(() => close());

    it("sends exactly the bytes the string stands for, with a Content-Length of them", async () => {
      const server = createServer((_request, response) => {
        encodeStringBodies(response);
        response.setHeader("content-length", Buffer.byteLength(large));
        response.end(large);
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      close = () => server.close();
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(await response.text()).toBe(large);
    });
  });
});
