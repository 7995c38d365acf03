import { expect, test } from "../fixtures";

const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

test("the home page comes compressed, from its second request on as bytes kept with their length", async ({
  request,
}) => {
  const first = await request.get("/", { headers: BROWSER });
  const again = await request.get("/", { headers: BROWSER });
  for (const response of [first, again]) {
    expect(response.headers()["content-encoding"]).toBe("br");
    expect(response.headers()["vary"]).toMatch(/accept-encoding/i);
    expect(await response.text()).toContain("<h1");
  }
  // A compressed stream has no length up front: a length says the kept bytes were sent.
  expect(Number(again.headers()["content-length"])).toBeGreaterThan(0);
  expect(Number(again.headers()["content-length"])).toBeLessThan((await again.body()).length / 4);
});

test("the catalogue's JSON comes compressed, and once sent before, as bytes kept with their length", async ({
  request,
}) => {
  const ask = () => request.get("/api/tools", { headers: BROWSER });
  // Other tests change stock and prices as this runs: a length says this version was sent before.
  let kept = await ask();
  await expect
    .poll(async () => {
      kept = await ask();
      return kept.headers()["content-length"];
    })
    .toBeDefined();
  expect(kept.headers()).toMatchObject({ "content-encoding": "br", "cache-control": "public, no-cache" });
  // Decoded by the client to the catalogue, so it was compressed once, not twice.
  const text = await kept.text();
  expect(JSON.parse(text)).toEqual(expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]));
  expect(Number(kept.headers()["content-length"])).toBeLessThan(Buffer.byteLength(text) / 2);
});

test("pages rendered per request, the API and files are compressed as they go; gzip for clients without Brotli", async ({
  request,
}) => {
  for (const path of ["/tools", "/login", "/api/tools", "/images/logo.svg"]) {
    const response = await request.get(path, { headers: { "accept-encoding": "gzip" } });
    expect(response.ok(), path).toBe(true);
    expect(response.headers()["content-encoding"], path).toBe("gzip");
  }
  const plain = await request.get("/", { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
});

test("the build's files come from memory after their first request: compressed once, immutable, with the security headers", async ({
  request,
}) => {
  const page = await (await request.get("/")).text();
  const stylesheet = page.match(/\/_next\/static\/[^"]+\.css/)![0];
  await request.get(stylesheet, { headers: BROWSER });
  // Kept in memory once read and compressed in the background: a length says it came from there.
  await expect
    .poll(async () => (await request.get(stylesheet, { headers: BROWSER })).headers()["content-length"])
    .toBeDefined();
  const kept = await request.get(stylesheet, { headers: BROWSER });
  expect(kept.headers()).toMatchObject({
    "content-encoding": "br",
    "cache-control": "public, max-age=31536000, immutable",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
  });
  expect(kept.headers()["content-security-policy"]).toContain("default-src 'self'");
  expect(await kept.text()).toContain("{");
});
