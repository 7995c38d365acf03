import { describe, expect, it } from "vitest";

import { normalizeWhatsAppNumber, WHATSAPP_TEXT_PARAM, whatsAppChatUrl } from "./chat";

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

describe("whatsAppChatUrl", () => {
  it("is WhatsApp's click-to-chat address for the number", () => {
    expect(whatsAppChatUrl("8801711000000")).toBe("https://wa.me/8801711000000");
  });

  it("carries a typed message the way a GET form appends it", () => {
    // What the browser builds when the widget's form is submitted.
    const url = new URL(whatsAppChatUrl("8801711000000"));
    url.search = new URLSearchParams({
      [WHATSAPP_TEXT_PARAM]: "Brake pads for a Pulsar 150? 2 sets & fast, হেলমেট",
    }).toString();
    expect(url.toString()).toMatch(/^https:\/\/wa\.me\/8801711000000\?text=Brake\+pads/);
    expect(url.searchParams.get("text")).toBe("Brake pads for a Pulsar 150? 2 sets & fast, হেলমেট");
  });
});
