import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";

import { adminPrefixes, authPages, signedInPrefixes } from "@/config/routes";
import { KEPT_PAGE_PATHS } from "@/lib/http/kept-pages";
import { config } from "@/proxy";

// Next.js needs the matcher as a literal, so nothing ties it to config/routes.ts but this test.
const matches = (path: string) => unstable_doesMiddlewareMatch({ config, url: `http://shop.test${path}` });

describe("proxy.ts matcher", () => {
  const guarded = [...adminPrefixes, ...signedInPrefixes];
  it.each([...guarded, ...guarded.map((prefix) => `/bn${prefix}`)])("covers %s and the pages under it", (prefix) => {
    expect(matches(prefix)).toBe(true);
    expect(matches(`${prefix}/64b7f0c2a1e4d3b2c1a09f87`)).toBe(true);
    expect(matches(`${prefix}?tab=1`)).toBe(true);
  });

  it.each(["/dashboard/overview?days=7", "/bn/dashboard/overview?from=2026-11-01&to=2026-11-30"])(
    "covers the admin's overview with its period, %s",
    (path) => {
      expect(matches(path)).toBe(true);
    },
  );

  it.each([...authPages, ...authPages.map((page) => `/bn${page}`)])("covers the auth page %s", (page) => {
    expect(matches(page)).toBe(true);
  });

  // Public, but rendered per request with the shopper's basket: it gets a nonce like the pages above.
  it.each(["/cart", "/bn/cart"])("covers the basket %s", (page) => {
    expect(matches(page)).toBe(true);
  });

  it.each([
    "/",
    "/blog",
    "/legal/privacy",
    "/bn",
    "/bn/blog",
    "/bn/legal/privacy",
    "/track",
    "/bn/track?order=MF-10001&phone=01711000000",
    "/api/tools",
    "/_next/static/chunks/main.js",
    "/_next/image?url=%2Fimages%2Flogo.svg",
    "/images/logo.svg",
    "/icon.svg",
    "/robots.txt",
  ])("leaves %s alone", (path) => {
    expect(matches(path)).toBe(false);
  });

  // server.ts answers these from memory without Next.js, so the proxy would never see them.
  it.each([...KEPT_PAGE_PATHS])("leaves the page server.ts keeps, %s, alone", (path) => {
    expect(matches(path)).toBe(false);
  });
});
