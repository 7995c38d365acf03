import { request as httpRequest } from "node:http";

import { expect, test } from "../fixtures";

test("the Stripe webhook answers 413 once a streamed body passes 512 KB, before the body ends", async ({ baseURL }) => {
  const status = await new Promise<number>((resolve, reject) => {
    const webhook = httpRequest(`${baseURL}/api/webhooks/stripe`, {
      method: "POST",
      // Chunked, so no Content-Length announces the size: only reading the stream can tell.
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=forged" },
    });
    webhook.on("response", (response) => {
      resolve(response.statusCode ?? 0);
      webhook.destroy();
    });
    webhook.on("error", reject);
    // 640 KB, and the request is never ended: a server buffering the whole body would wait forever.
    const chunk = Buffer.alloc(64 * 1024, "x");
    for (let i = 0; i < 10; i++) webhook.write(chunk);
  });
  expect(status).toBe(413);
});
