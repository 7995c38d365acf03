import { describe, expect, it } from "vitest";

import { buildWhatsAppLink, normalizeWhatsAppNumber } from "./chat";

describe("normalizeWhatsAppNumber", () => {
  it.each([
    ["+880 1711-000000", "8801711000000"],
    ["8801711000000", "8801711000000"],
    ["01711000000", "8801711000000"],
    ["+1 (415) 555-0100", "14155550100"],
  ])("accepts %s as %s", (raw, expected) => {
    expect(normalizeWhatsAppNumber(raw)).toBe(expected);
  });

  it.each([undefined, null, "", "   ", "not a number", "+880 17x1", "12345", "0017110000001", "1234567890123456"])(
    "rejects %j",
    (raw) => {
      expect(normalizeWhatsAppNumber(raw)).toBeNull();
    },
  );
});

describe("buildWhatsAppLink", () => {
  it("puts the typed message, encoded, into the link", () => {
    const link = buildWhatsAppLink("8801711000000", "Do you have brake pads for a Pulsar 150? 2 sets & fast");
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe("https://wa.me/8801711000000");
    expect(url.searchParams.get("text")).toBe("Do you have brake pads for a Pulsar 150? 2 sets & fast");
    expect(link).not.toContain(" ");
  });

  it("keeps Bangla text intact", () => {
    const url = new URL(buildWhatsAppLink("8801711000000", "  হেলমেট আছে?  "));
    expect(url.searchParams.get("text")).toBe("হেলমেট আছে?");
  });

  it("leaves the text out when nothing was typed", () => {
    expect(buildWhatsAppLink("8801711000000", "   ")).toBe("https://wa.me/8801711000000");
  });
});
