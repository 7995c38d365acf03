import { describe, expect, it } from "vitest";

import { accessFor, safeCallbackUrl } from "./routes";

describe("accessFor", () => {
  it.each([
    ["/", "public"],
    ["/blog", "public"],
    ["/login", "public"],
    ["/toolsmith", "public"],
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
  ])("%j -> %s", (raw, expected) => {
    expect(safeCallbackUrl(raw)).toBe(expected);
  });
});
