import { describe, expect, it } from "vitest";

import { localizeHref, splitLocale } from "@/lib/i18n/locales";

describe("splitLocale", () => {
  it.each([
    ["/", "en", "/"],
    ["/tools", "en", "/tools"],
    ["/bn", "bn", "/"],
    ["/bn/tools/abc", "bn", "/tools/abc"],
    ["/en/tools", "en", "/tools"],
    // A path that merely starts with the letters is not a language.
    ["/bnx", "en", "/bnx"],
    ["/english", "en", "/english"],
  ] as const)("%s is %s %s", (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });
});

describe("localizeHref", () => {
  it.each([
    ["/", "bn", "/bn"],
    ["/tools?category=tools#top", "bn", "/bn/tools?category=tools#top"],
    ["/?q=1", "bn", "/bn?q=1"],
    ["/bn/tools", "en", "/tools"],
    ["/bn", "en", "/"],
    ["/bn/tools", "bn", "/bn/tools"],
    ["/tools", "en", "/tools"],
    // Not a path of ours: left as it is.
    ["https://example.com/x", "bn", "https://example.com/x"],
    ["//evil.example/x", "bn", "//evil.example/x"],
    ["#reviews", "bn", "#reviews"],
  ] as const)("%s in %s is %s", (href, locale, expected) => {
    expect(localizeHref(href, locale)).toBe(expected);
  });
});
