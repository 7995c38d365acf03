/**
 * The delivery charge, without I/O, so the order form and the basket show exactly what the
 * server charges. The rules are in taka, as couriers charge and the shop's pages promise
 * ("free shipping above 2000 taka"), and so is the value they are applied to: the order's
 * items in whole taka (lib/orders/amounts.ts).
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

/** What delivering items worth `itemsBdt` taka to `district` costs, in taka (0 when free). */
export function deliveryChargeBdt(rates: DeliveryRates, district: string, itemsBdt: number): number {
  if (itemsBdt >= rates.freeFromBdt) return 0;
  return district === DHAKA_DISTRICT ? rates.dhakaBdt : rates.elsewhereBdt;
}
