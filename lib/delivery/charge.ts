import { toCents } from "@/lib/money";

/**
 * The delivery charge, without I/O, so the order form shows exactly what the server charges.
 * The rules are in taka, as couriers charge and the shop's pages promise ("free shipping
 * above 2000 taka"); prices are in dollars (the spec), so they are converted at a set rate.
 */
export type DeliveryRates = {
  /** Taka per US dollar (BDT_PER_USD). */
  bdtPerUsd: number;
  /** Inside Dhaka district (DELIVERY_CHARGE_DHAKA_BDT). */
  dhakaBdt: number;
  /** Any other district (DELIVERY_CHARGE_ELSEWHERE_BDT). */
  elsewhereBdt: number;
  /** Items worth at least this much travel free (FREE_DELIVERY_FROM_BDT). */
  freeFromBdt: number;
};

export const DHAKA_DISTRICT = "Dhaka";

export type DeliveryQuote = {
  /** In dollars, rounded to the cent. */
  charge: number;
  /** What the courier rule charges in taka (0 when free). */
  chargeBdt: number;
  /** The items' value plus the charge, in dollars. */
  total: number;
  free: boolean;
};

/** Whole cents of a taka amount at the rates' exchange rate. */
const bdtToCents = (bdt: number, rates: DeliveryRates) => Math.round((bdt * 100) / rates.bdtPerUsd);

/** The smallest items' value, in dollars, that travels free. */
export function freeDeliveryFrom(rates: DeliveryRates): number {
  return Math.ceil((rates.freeFromBdt * 100) / rates.bdtPerUsd) / 100;
}

/** What delivering items worth `itemsValue` dollars to `district` costs, and the order's total. */
export function quoteDelivery(rates: DeliveryRates, district: string, itemsValue: number): DeliveryQuote {
  const itemsCents = toCents(itemsValue);
  const free = itemsCents * rates.bdtPerUsd >= rates.freeFromBdt * 100;
  const chargeBdt = free ? 0 : district === DHAKA_DISTRICT ? rates.dhakaBdt : rates.elsewhereBdt;
  const chargeCents = bdtToCents(chargeBdt, rates);
  return { charge: chargeCents / 100, chargeBdt, total: (itemsCents + chargeCents) / 100, free };
}
