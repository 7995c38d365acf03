import { describe, expect, it } from "vitest";

import { preferredCoding } from "./accepted-encoding";

describe("preferredCoding", () => {
  it("takes Brotli from browsers, which accept it beside gzip", () => {
    expect(preferredCoding("gzip, deflate, br, zstd")).toBe("br");
  });

  it("takes gzip when Brotli is not accepted or weighs less", () => {
    expect(preferredCoding("gzip, deflate")).toBe("gzip");
    expect(preferredCoding("br;q=0.5, gzip")).toBe("gzip");
    expect(preferredCoding("br;q=0, *")).toBe("gzip");
  });

  it("reads weights and names in any case and spacing, and * for codings not named", () => {
    expect(preferredCoding("GZIP ; Q=0.8 , BR;q=0.9")).toBe("br");
    expect(preferredCoding("*")).toBe("br");
    expect(preferredCoding("*;q=0.2, br;q=0")).toBe("gzip");
  });

  it("compresses nothing without the header, or when it refuses both", () => {
    expect(preferredCoding(undefined)).toBeUndefined();
    expect(preferredCoding("")).toBeUndefined();
    expect(preferredCoding("identity")).toBeUndefined();
    expect(preferredCoding("deflate, zstd")).toBeUndefined();
    expect(preferredCoding("*;q=0")).toBeUndefined();
    expect(preferredCoding("gzip;q=0, br;q=0")).toBeUndefined();
  });
});
