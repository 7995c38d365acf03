/** Dollar amounts are computed in whole cents so 3 x $19.99 is exactly $59.97. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function lineTotal(unitPrice: number, quantity: number): number {
  return (toCents(unitPrice) * quantity) / 100;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export function formatPrice(dollars: number): string {
  return usd.format(dollars);
}
