import { describe, expect, it } from "vitest";

import { accessFor, safeCallbackUrl, sameOriginPath } from "./routes";

describe("accessFor", () => {
  it.each([
    ["/", "public"],
    ["/blog", "public"],
    ["/track", "public"],
    ["/login", "public"],
    ["/cart", "public"],
    ["/toolsmith", "public"],
    ["/tools", "public"],
    ["/tools/", "signed-in"],
    ["/tools/64b7f0c2a1e4d3b2c1a09f87", "signed-in"],
    ["/purchaseForm", "signed-in"],
    ["/update", "signed-in"],
    ["/profolio", "signed-in"],
    ["/dashboard", "signed-in"],
    ["/dashboard/order", "signed-in"],
    ["/dashboard/payment/abc", "signed-in"],
    ["/dashboard/addReview", "signed-in"],
    ["/dashboard/makeAdmin", "admin"],
    ["/dashboard/allOrders", "admin"],
    ["/dashboard/returns", "admin"],
    ["/dashboard/outbox", "admin"],
    ["/dashboard/bikes", "admin"],
    ["/dashboard/overview", "admin"],
    ["/verify-email", "signed-in"],
    ["/forgot-password", "public"],
    ["/reset-password", "public"],
    ["/dashboard/addProducts", "admin"],
    ["/manageproducts", "admin"],
  ] as const)("%s is %s", (path, access) => {
    expect(accessFor(path)).toBe(access);
  });
});

describe("safeCallbackUrl", () => {
  it.each([
    ["/dashboard/order?tab=1#top", "/dashboard/order?tab=1#top"],
    ["/tools/abc", "/tools/abc"],
    [null, "/"],
    ["", "/"],
    ["https://evil.example/steal", "/"],
    ["//evil.example/steal", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/login?callbackUrl=/x", "/"],
    ["/signUp", "/"],
    // The browser normalises all of these before it navigates; none may leave the shop.
    ["/.//evil.example", "/evil.example"],
    ["/./../\\evil", "/evil"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/%5Cevil.example", "/%5Cevil.example"],
    ["/\t/evil.example", "/"],
    ["/\n/evil.example", "/"],
    ["\t//evil.example", "/"],
    ["/\\/evil.example", "/"],
    ["https:evil.example", "/"],
    // Same scheme as ours: a relative path, as the browser reads it too.
    ["http:evil.example", "/evil.example"],
    ["HTTPS://evil.example/", "/"],
    ["http://shop.invalid@evil.example/", "/"],
    ["///evil.example", "/"],
  ])("%j -> %s", (raw, expected) => {
    expect(safeCallbackUrl(raw)).toBe(expected);
  });

  it("never leads back to the login or sign-up page in Bangla either, and falls back to the home it is given", () => {
    expect(safeCallbackUrl("/bn/login?callbackUrl=/x", undefined, "/bn")).toBe("/bn");
    expect(safeCallbackUrl("/bn/signup", undefined, "/bn")).toBe("/bn");
    expect(safeCallbackUrl("https://evil.example/", undefined, "/bn")).toBe("/bn");
    expect(safeCallbackUrl("/bn/tools/abc", undefined, "/bn")).toBe("/bn/tools/abc");
  });

  it("follows absolute URLs of our own origin, as their path", () => {
    expect(safeCallbackUrl("http://localhost:3000/dashboard?x=1", "http://localhost:3000")).toBe("/dashboard?x=1");
    expect(safeCallbackUrl("http://localhost:3001/dashboard", "http://localhost:3000")).toBe("/");
    expect(safeCallbackUrl("http://localhost:3000//evil.example", "http://localhost:3000")).toBe("/evil.example");
  });

  it("never answers a path that a browser would read as another host", () => {
    for (const raw of ["/.//a", "//a", "/\\a", "/./\\a", "http://shop.invalid//a", "/..//a", "/.%2F/a"]) {
      const path = sameOriginPath(raw);
      if (path === null) continue;
      expect(new URL(path, "http://shop.invalid").origin).toBe("http://shop.invalid");
      expect(path.startsWith("//")).toBe(false);
    }
  });
});
