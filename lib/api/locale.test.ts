import { describe, expect, it } from "vitest";

import { chosenLocale, formPageLocale, preferredLocale, requestLocale } from "@/lib/api/locale";

describe("preferredLocale()", () => {
  it.each([
    ["bn", "bn"],
    ["bn-BD", "bn"],
    ["BN-bd", "bn"],
    ["en", "en"],
    ["en-US,en;q=0.9", "en"],
    ["bn-BD,bn;q=0.9,en-US;q=0.8,en;q=0.7", "bn"],
    ["en;q=0.5, bn;q=0.8", "bn"],
    ["fr, bn;q=0.3", "bn"],
    ["bn;q=0.5, en;q=0.5", "bn"],
    ["en, bn", "en"],
    ["bn;q=1.0", "bn"],
    ["bn ; q = 0.7", "bn"],
  ])("reads %j as %s", (header, locale) => {
    expect(preferredLocale(header)).toBe(locale);
  });

  it.each([
    [null],
    [""],
    ["*"],
    ["fr-FR, de;q=0.8"],
    ["bn;q=0"],
    ["bn;q=0.000"],
    ["bn;q=2"],
    ["bn;q=-1"],
    ["bn;q=abc"],
    ["bn;q=0.5.5"],
    ["bn\u0000"],
    ["বাংলা"],
    [";;;,,,===;q"],
    ["<script>alert(1)</script>"],
    ["bn-" + "x".repeat(100)],
  ])("finds no shop language in %j", (header) => {
    expect(preferredLocale(header)).toBeNull();
  });

  it("reads only the start of a very long header, and never throws", () => {
    expect(preferredLocale(`${"fr;q=0.1,".repeat(10_000)}bn`)).toBeNull();
    expect(preferredLocale(`bn,${"x".repeat(1_000_000)}`)).toBe("bn");
    expect(() => preferredLocale("q=".repeat(100_000))).not.toThrow();
  });
});

describe("requestLocale()", () => {
  const withHeader = (value?: string) =>
    new Request("http://shop.test/api/order", value === undefined ? {} : { headers: { "accept-language": value } });

  it("answers in Bangla only when the request prefers it, in English otherwise", () => {
    expect(requestLocale(withHeader("bn"))).toBe("bn");
    expect(requestLocale(withHeader())).toBe("en");
    expect(requestLocale(withHeader("*"))).toBe("en");
    expect(requestLocale(withHeader("bn;q=0, en;q=0"))).toBe("en");
    expect(requestLocale(withHeader("garbage!!"))).toBe("en");
  });
});

describe("chosenLocale()", () => {
  const request = (headers: Record<string, string>) => new Request("http://shop.test/api/signup", { headers });

  it("takes the Accept-Language the client sends, else the language switch's cookie, else nothing", () => {
    expect(chosenLocale(request({ "accept-language": "bn", cookie: "locale=en" }))).toBe("bn");
    expect(chosenLocale(request({ "accept-language": "en", cookie: "locale=bn" }))).toBe("en");
    expect(chosenLocale(request({ "accept-language": "*", cookie: "theme=dark; locale=bn" }))).toBe("bn");
    expect(chosenLocale(request({ cookie: "locale=bn" }))).toBe("bn");
    expect(chosenLocale(request({ cookie: "locale=fr; x=1" }))).toBeNull();
    expect(chosenLocale(request({ cookie: "mylocale=bn" }))).toBeNull();
    expect(chosenLocale(request({}))).toBeNull();
  });
});

describe("formPageLocale()", () => {
  const post = (headers: Record<string, string>) =>
    new Request("http://shop.test/api/cart", { method: "POST", headers });

  it("is the language of the page the form was on, whatever the browser prefers", () => {
    expect(formPageLocale(post({ referer: "http://shop.test/bn/tools/abc", "accept-language": "en" }))).toBe("bn");
    expect(formPageLocale(post({ referer: "http://shop.test/bn", "accept-language": "en" }))).toBe("bn");
    expect(formPageLocale(post({ referer: "http://shop.test/tools?q=bn", "accept-language": "bn" }))).toBe("en");
  });

  it("falls back to the request's language without a readable Referer", () => {
    expect(formPageLocale(post({ "accept-language": "bn-BD" }))).toBe("bn");
    expect(formPageLocale(post({ referer: "not a url", "accept-language": "bn" }))).toBe("bn");
    expect(formPageLocale(post({}))).toBe("en");
  });
});
