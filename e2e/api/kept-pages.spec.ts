import { randomUUID } from "node:crypto";

import { expect, test } from "../fixtures";
import { signUp } from "../support/accounts";

// server.ts answers the home pages from memory for a second after Next.js answered for them
// (lib/http/kept-pages.ts). It must see the revalidations Next.js records, or a rider would see
// the page from before their review or order for that second.
test("a home page kept in memory gives way at once to a new review, in both languages", async ({ request }) => {
  await signUp(request);
  const homePages = ["/", "/bn"];
  for (const path of homePages) {
    for (let i = 0; i < 2; i++) expect((await request.get(path)).ok()).toBe(true);
  }
  const buyerReview = `Kept pages give way at once ${randomUUID()}`;
  const posted = await request.post("/api/review", { data: { review: { name: "Nadia", buyerReview, rating: 5 } } });
  expect(posted.status()).toBe(201);
  for (const path of homePages) {
    const page = await (await request.get(path)).text();
    expect(page.includes(buyerReview), `the review on ${path}`).toBe(true);
  }
});
