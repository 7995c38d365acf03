import { describe, expect, it } from "vitest";

import { errorMessage } from "@/lib/error-message";

describe("errorMessage", () => {
  it("takes an Error's message, whatever the fallback", () => {
    expect(errorMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(errorMessage(new Error("Out of stock"), "Could not save")).toBe("Out of stock");
  });

  it("shows anything else thrown as text, unless the caller gives a message", () => {
    expect(errorMessage("timeout")).toBe("timeout");
    expect(errorMessage(undefined)).toBe("undefined");
    expect(errorMessage({ status: 500 }, "Could not save")).toBe("Could not save");
  });
});
