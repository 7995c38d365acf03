import { deliveryChargeBdt, type DeliveryRates } from "@/lib/delivery/charge";
import { lineTotal, takaToDollars, toCents, toTaka } from "@/lib/money";

/**
 * What an order costs, without I/O, so the basket, the order form and the server all quote
 * the same numbers. Prices are in dollars (the spec); each unit price is fixed in whole taka
 * at the order's rate, and everything in taka adds up from there, so a line is its unit price
 * times its quantity in both currencies and the lines add up to the order to the taka.
 */

export type LineAmounts = {
  quantity: number;
  /** Dollars. */
  unitPrice: number;
  /** quantity x unitPrice, dollars. */
  price: number;
  unitPriceBdt: number;
  /** quantity x unitPriceBdt. */
  priceBdt: number;
};

export function lineAmounts(unitPrice: number, quantity: number, bdtPerUsd: number): LineAmounts {
  const unitPriceBdt = toTaka(unitPrice, bdtPerUsd);
  return {
    quantity,
    unitPrice,
    price: lineTotal(unitPrice, quantity),
    unitPriceBdt,
    priceBdt: unitPriceBdt * quantity,
  };
}

export type ItemsAmounts = { price: number; priceBdt: number };

/** The items' value in both currencies: the lines summed in cents and in taka. */
export function itemsAmounts(lines: readonly Pick<LineAmounts, "price" | "priceBdt">[]): ItemsAmounts {
  const cents = lines.reduce((sum, line) => sum + toCents(line.price), 0);
  return { price: cents / 100, priceBdt: lines.reduce((sum, line) => sum + line.priceBdt, 0) };
}

export type OrderAmounts = ItemsAmounts & {
  /** The rate the order was priced at: a later change of BDT_PER_USD never changes it. */
  bdtPerUsd: number;
  deliveryChargeBdt: number;
  /** The same charge in dollars, to the cent: what a card payment adds for it. */
  deliveryCharge: number;
  /** price + deliveryCharge: what a card pays (Stripe, in dollars). */
  total: number;
  /** priceBdt + deliveryChargeBdt: what a rider pays in taka (cash, wallet, the courier's COD). */
  totalBdt: number;
};

/** The whole order: its items, one delivery charge for all of them, and the totals. */
export function orderAmounts(items: ItemsAmounts, district: string, rates: DeliveryRates): OrderAmounts {
  const chargeBdt = deliveryChargeBdt(rates, district, items.priceBdt);
  const charge = takaToDollars(chargeBdt, rates.bdtPerUsd);
  return {
    ...items,
    bdtPerUsd: rates.bdtPerUsd,
    deliveryChargeBdt: chargeBdt,
    deliveryCharge: charge,
    total: (toCents(items.price) + toCents(charge)) / 100,
    totalBdt: items.priceBdt + chargeBdt,
  };
}
