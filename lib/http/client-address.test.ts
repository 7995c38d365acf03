import { once } from "node:events";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { CLIENT_ADDRESS_HEADER, recordClientAddress, resolveClientAddress } from "@/lib/http/client-address";

describe("resolveClientAddress", () => {
  it("takes the connection's address when no proxy is trusted, whatever the client claims", () => {
    expect(resolveClientAddress("10.1.2.3", "6.6.6.6", 0)).toBe("10.1.2.3");
    expect(resolveClientAddress("::ffff:10.1.2.3", undefined, 0)).toBe("10.1.2.3");
    expect(resolveClientAddress("::1", undefined, 0)).toBe("127.0.0.1");
  });

  it("counts an IPv6 client by its /64, however it writes its address within it", () => {
    const block = "2001:db8:0:12::/64";
    for (const address of [
      "2001:db8::12:0:0:0:1",
      "2001:0DB8:0000:0012:ffff:ffff:ffff:ffff",
      "2001:db8:0:12::abcd",
      "2001:db8:0:12:1:2:3.4.5.6",
      "2001:db8:0:12::9%eth0",
    ])
      expect(resolveClientAddress(address, undefined, 0), address).toBe(block);
    expect(resolveClientAddress("2001:db8:0:13::1", undefined, 0)).toBe("2001:db8:0:13::/64");
    expect(resolveClientAddress("10.0.0.1", "2001:db8:0:12::7", 1)).toBe(block);
    expect(resolveClientAddress("::", undefined, 0)).toBe("0:0:0:0::/64");
  });

  it("counts trusted proxies from the right, so entries the client wrote are never believed", () => {
    expect(resolveClientAddress("10.0.0.1", "6.6.6.6, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.1", "6.6.6.6, 203.0.113.9, 198.51.100.20", 2)).toBe("203.0.113.9");
    // Fewer entries than proxies: the farthest one there is.
    expect(resolveClientAddress("10.0.0.1", "203.0.113.9", 2)).toBe("203.0.113.9");
    // A trusted proxy that sent no header: it was the client.
    expect(resolveClientAddress("10.0.0.1", undefined, 1)).toBe("10.0.0.1");
  });
});

/** The shop server's first step, on a real socket: what reaches Next.js is echoed back. */
describe("recordClientAddress on a live server", () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function startEcho(trustedHops: number) {
    server = createServer((request, response) => {
      recordClientAddress(request, trustedHops);
      response.end(JSON.stringify(request.headers));
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    return (server.address() as AddressInfo).port;
  }

  function get(port: number, headers: Record<string, string>): Promise<Record<string, string>> {
    return new Promise((resolve, reject) => {
      httpRequest({ host: "127.0.0.1", port, headers }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve(JSON.parse(body) as Record<string, string>));
      })
        .on("error", reject)
        .end();
    });
  }

  it("directly reached, answers with the connection's address and drops every forged forwarding header", async () => {
    const port = await startEcho(0);
    const seen = await get(port, {
      "X-Forwarded-For": "6.6.6.6",
      "X-Real-IP": "7.7.7.7",
      "X-Forwarded-Host": "evil.example",
      "X-Forwarded-Proto": "https",
      [CLIENT_ADDRESS_HEADER]: "8.8.8.8",
    });
    expect(seen[CLIENT_ADDRESS_HEADER]).toBe("127.0.0.1");
    for (const name of ["x-forwarded-for", "x-real-ip", "x-forwarded-host", "x-forwarded-proto"])
      expect(seen[name]).toBeUndefined();
  });

  it("behind one trusted proxy, tells clients apart by the entry that proxy appended", async () => {
    const port = await startEcho(1);
    const first = await get(port, { "X-Forwarded-For": "6.6.6.6, 203.0.113.9", [CLIENT_ADDRESS_HEADER]: "1.1.1.1" });
    const second = await get(port, { "X-Forwarded-For": "203.0.113.10" });
    expect(first[CLIENT_ADDRESS_HEADER]).toBe("203.0.113.9");
    expect(second[CLIENT_ADDRESS_HEADER]).toBe("203.0.113.10");
    expect(first["x-forwarded-for"]).toBe("6.6.6.6, 203.0.113.9");
  });
});
