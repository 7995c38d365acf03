/**
 * VAT inside the shop's prices: every price includes it (as on the shop's pages), so a line's
 * VAT is taken out of its taka total, and its value (before VAT) is what is left. Both are whole
 * taka, the VAT rounded to the nearest taka per line: value + VAT is exactly the line's total, so
 * an invoice's rows add up to the order's taka total to the taka.
 */
export type TaxedAmount = {
  /** Percent: 0, 5, 7.5 or 15. */
  vatRate: number;
  /** Before VAT. */
  valueBdt: number;
  vatBdt: number;
  /** What the buyer pays: valueBdt + vatBdt. */
  totalBdt: number;
};

export function splitVat(totalBdt: number, vatRate: number): TaxedAmount {
  // In tenths of a percent, so 7.5 % is whole-number arithmetic: VAT = total x 75 / 1075.
  const tenths = Math.round(vatRate * 10);
  const vatBdt = Math.round((totalBdt * tenths) / (1000 + tenths));
  return { vatRate, valueBdt: totalBdt - vatBdt, vatBdt, totalBdt };
}

export type Totals = Pick<TaxedAmount, "valueBdt" | "vatBdt" | "totalBdt">;

export function sumTaxed(amounts: readonly Totals[]): Totals {
  return amounts.reduce(
    (sum, amount) => ({
      valueBdt: sum.valueBdt + amount.valueBdt,
      vatBdt: sum.vatBdt + amount.vatBdt,
      totalBdt: sum.totalBdt + amount.totalBdt,
    }),
    { valueBdt: 0, vatBdt: 0, totalBdt: 0 },
  );
}
