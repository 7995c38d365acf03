import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { compressResponses } from "./compress";
import { dropRewrittenQuery, REWRITTEN_QUERY_HEADER } from "./rewritten-query";

let close = () => {};
afterEach(() => close());

/** server.ts's order: compression, then the header dropped, then `nextJs` answering. */
async function serve(nextJs: (response: ServerResponse) => void) {
  const compress = compressResponses();
  const server = createServer((request, response) =>
    compress(request, response, () => {
      dropRewrittenQuery(response);
      nextJs(response);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  const { port } = server.address() as AddressInfo;
  return fetch(`http://127.0.0.1:${port}/dashboard/overview?days=7&_rsc=1`, { headers: { rsc: "1" } });
}

describe("dropRewrittenQuery", () => {
  it("drops the query Next.js says a rewrite left, and keeps every other header", async () => {
    const answer = await serve((response) => {
      response.setHeader(REWRITTEN_QUERY_HEADER, "");
      response.setHeader("x-nextjs-rewritten-path", "/en/dashboard/overview");
      response.setHeader("content-type", "text/x-component");
      response.end("0:{}");
    });
    expect(answer.headers.has(REWRITTEN_QUERY_HEADER)).toBe(false);
    expect(answer.headers.get("x-nextjs-rewritten-path")).toBe("/en/dashboard/overview");
    expect(answer.headers.get("content-type")).toBe("text/x-component");
    await expect(answer.text()).resolves.toBe("0:{}");
  });

  it("also when the headers leave with an explicit writeHead, or with the first chunk of a stream", async () => {
    const explicit = await serve((response) => {
      response.setHeader(REWRITTEN_QUERY_HEADER, "");
      response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
    expect(explicit.headers.has(REWRITTEN_QUERY_HEADER)).toBe(false);
    expect(explicit.status).toBe(200);

    const streamed = await serve((response) => {
      response.setHeader(REWRITTEN_QUERY_HEADER, "");
      response.write("first ");
      response.end("last");
    });
    expect(streamed.headers.has(REWRITTEN_QUERY_HEADER)).toBe(false);
    await expect(streamed.text()).resolves.toBe("first last");
  });
});
