import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { FIRST_VISITED_PAGES, warmUp } from "./warm-up";

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server that logs each request's start and end, answering as `answer` says. */
async function listen(host: string, answer: (path: string) => { status: number; headers?: Record<string, string> }) {
  const log: string[] = [];
  server = createServer((request, response) => {
    const path = request.url ?? "";
    log.push(`start ${path}`);
    if (path === "/drops") return request.socket.destroy();
    // Answered a moment later, so a request sent before this one ended would show in the log.
    setTimeout(() => {
      const { status, headers } = answer(path);
      response.writeHead(status, headers).end("page");
      log.push(`end ${path}`);
    }, 5);
  });
  await new Promise<void>((resolve) => server!.listen(0, host, resolve));
  return { log, address: server.address() as AddressInfo };
}

describe("warmUp", () => {
  it("asks for each page once, one after another, without following redirects", async () => {
    const { log, address } = await listen("127.0.0.1", (path) =>
      path === "/cart" ? { status: 307, headers: { Location: "/login?callbackUrl=%2Fcart" } } : { status: 200 },
    );
    await warmUp(address);
    expect(log).toEqual(FIRST_VISITED_PAGES.flatMap((path) => [`start ${path}`, `end ${path}`]));
  });

  it("goes on past a page that fails or drops the connection, and never throws", async () => {
    const { log, address } = await listen("127.0.0.1", (path) => ({ status: path === "/a" ? 500 : 200 }));
    await expect(warmUp(address, ["/a", "/drops", "/b"])).resolves.toBeUndefined();
    expect(log).toEqual(["start /a", "end /a", "start /drops", "start /b", "end /b"]);
  });

  it("reaches a server listening on every address through loopback", async () => {
    const { log, address } = await listen("::", () => ({ status: 200 }));
    expect(address.address).toBe("::");
    await warmUp(address, ["/tools"]);
    expect(log).toEqual(["start /tools", "end /tools"]);
  });
});
