import { describe, expect, it, vi } from "vitest";

import { localizeHref, perLocale, splitLocale } from "@/lib/i18n/locales";

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

describe("perLocale", () => {
  it("makes a language's value when it is first asked for, and only once", () => {
    const make = vi.fn((locale: string) => new Intl.NumberFormat(locale === "bn" ? "bn-BD" : "en-US"));
    const format = perLocale(make);
    expect(make).not.toHaveBeenCalled();
    expect(format("bn").format(1500)).toBe("১,৫০০");
    expect(format("bn")).toBe(format("bn"));
    expect(make).toHaveBeenCalledTimes(1);
    expect(format("en").format(1500)).toBe("1,500");
    expect(make.mock.calls).toEqual([["bn"], ["en"]]);
  });
});
