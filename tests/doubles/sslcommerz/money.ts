// Amounts are kept as whole hundredths (cents, poisha) so no float rounding reaches a total.

/** `"12.5"` → 1250; undefined unless a non-negative decimal with at most two places. */
export function parseHundredths(value: string): number | undefined {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** 1250 → `"12.50"`. */
export function formatHundredths(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;
}

// What the test gateway keeps as its charge: store_amount is "a bit less" than amount, as on the real one.
const GATEWAY_FEE = 0.025;

export function storeAmount(poisha: number): number {
  return poisha - Math.round(poisha * GATEWAY_FEE);
}
