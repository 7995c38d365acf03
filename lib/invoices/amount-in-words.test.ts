import { describe, expect, it } from "vitest";

import { amountInWords } from "@/lib/invoices/amount-in-words";

describe("an amount in words", () => {
  it.each([
    [0, "Zero", "শূন্য"],
    [7, "Seven", "সাত"],
    [42, "Forty-two", "বিয়াল্লিশ"],
    [100, "One hundred", "একশত"],
    [2562, "Two thousand five hundred sixty-two", "দুই হাজার পাঁচশত বাষট্টি"],
    [15_000, "Fifteen thousand", "পনেরো হাজার"],
    [1_234_567, "Twelve lakh thirty-four thousand five hundred sixty-seven", "বারো লক্ষ চৌত্রিশ হাজার পাঁচশত সাতষট্টি"],
    [10_000_001, "One crore one", "এক কোটি এক"],
    [1_200_000_000, "One hundred twenty crore", "একশত বিশ কোটি"],
  ])("writes %i in English and Bangla", (amount, english, bangla) => {
    expect(amountInWords(amount, "en")).toBe(english);
    expect(amountInWords(amount, "bn")).toBe(bangla);
  });

  it("knows every Bangla number to 99 as one word", () => {
    for (let n = 0; n < 100; n++) expect(amountInWords(n, "bn")).toMatch(/^\S+$/);
    expect(amountInWords(99, "bn")).toBe("নিরানব্বই");
    expect(amountInWords(79, "bn")).toBe("ঊনআশি");
  });

  it("refuses what is not a whole amount", () => {
    expect(() => amountInWords(1.5, "en")).toThrow(RangeError);
    expect(() => amountInWords(-1, "bn")).toThrow(RangeError);
  });
});
