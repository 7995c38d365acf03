import { describe, expect, it } from "vitest";

import { codeDigest, newCode, sameDigest } from "@/lib/phone-confirmation/code";

const key = Buffer.alloc(32, 7);

describe("phone codes", () => {
  it("are six digits, leading zeros included", () => {
    const codes = Array.from({ length: 2000 }, newCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });

  it("are stored as a keyed digest bound to the account and the phone", () => {
    const digest = codeDigest(key, "rider@example.com", "01711000000", "123456");
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain("123456");
    expect(codeDigest(key, "RIDER@example.com", "01711000000", "123456")).toBe(digest);
    expect(codeDigest(key, "other@example.com", "01711000000", "123456")).not.toBe(digest);
    expect(codeDigest(key, "rider@example.com", "01811000000", "123456")).not.toBe(digest);
    expect(codeDigest(key, "rider@example.com", "01711000000", "123457")).not.toBe(digest);
    expect(codeDigest(Buffer.alloc(32, 8), "rider@example.com", "01711000000", "123456")).not.toBe(digest);
  });

  it("compare equal digests only", () => {
    const digest = codeDigest(key, "a@b.c", "01711000000", "000001");
    expect(sameDigest(digest, digest)).toBe(true);
    expect(sameDigest(digest, codeDigest(key, "a@b.c", "01711000000", "000002"))).toBe(false);
    expect(sameDigest(digest, "")).toBe(false);
    expect(sameDigest(digest, digest.slice(0, 62))).toBe(false);
  });
});
