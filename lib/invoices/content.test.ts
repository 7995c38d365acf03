import { describe, expect, it } from "vitest";

import { creditContent, invoiceContent, wholeInvoice } from "@/lib/invoices/content";

const order = {
  items: [
    { toolId: "a", toolName: "Chain kit", quantity: 3, unitPriceBdt: 1219, priceBdt: 3657 },
    { toolId: "b", toolName: "Helmet", quantity: 1, unitPriceBdt: 4880, priceBdt: 4880 },
    { toolId: null, toolName: "Old shop's part", quantity: 2, unitPriceBdt: 333, priceBdt: 666 },
  ],
  deliveryChargeBdt: 130,
};
const rates: Record<string, number> = { a: 7.5, b: 5 };
const rateOf = (toolId: string | null) => (toolId ? rates[toolId] : undefined) ?? 15;

describe("an invoice's content", () => {
  const invoice = invoiceContent(order, rateOf, 15);

  it("taxes each line at its product's rate and delivery at the default", () => {
    expect(invoice.lines.map((line) => line.vatRate)).toEqual([7.5, 5, 15]);
    expect(invoice.lines[0]).toMatchObject({ description: "Chain kit", quantity: 3, unitPriceBdt: 1219, vatBdt: 255 });
    expect(invoice.delivery).toEqual({ vatRate: 15, valueBdt: 113, vatBdt: 17, totalBdt: 130 });
  });

  it("adds up to the order's taka total", () => {
    expect(invoice.totals.totalBdt).toBe(3657 + 4880 + 666 + 130);
    expect(invoice.totals.valueBdt + invoice.totals.vatBdt).toBe(invoice.totals.totalBdt);
    const vat = invoice.lines.reduce((sum, line) => sum + line.vatBdt, 0) + invoice.delivery!.vatBdt;
    expect(invoice.totals.vatBdt).toBe(vat);
  });

  it("has no delivery row when delivery was free", () => {
    expect(invoiceContent({ ...order, deliveryChargeBdt: 0 }, rateOf, 15).delivery).toBeNull();
  });
});

describe("a credit note's content", () => {
  const invoice = invoiceContent(order, rateOf, 15);

  it("gives back the whole invoice to the taka", () => {
    expect(creditContent(invoice, wholeInvoice(invoice))).toEqual(invoice);
  });

  it("gives back part of a row, without delivery", () => {
    const credit = creditContent(invoice, { lines: [{ line: 0, quantity: 1 }], delivery: false });
    expect(credit.lines).toHaveLength(1);
    expect(credit.lines[0]).toMatchObject({ quantity: 1, totalBdt: 1219, vatRate: 7.5, vatBdt: 85 });
    expect(credit.delivery).toBeNull();
    expect(credit.totals).toEqual({ valueBdt: 1134, vatBdt: 85, totalBdt: 1219 });
  });

  it("refuses more than was sold or a row that is not there", () => {
    expect(() => creditContent(invoice, { lines: [{ line: 1, quantity: 2 }], delivery: false })).toThrow(RangeError);
    expect(() => creditContent(invoice, { lines: [{ line: 9, quantity: 1 }], delivery: false })).toThrow(RangeError);
  });
});
