import "server-only";

import type { DeliveryRates } from "@/lib/delivery/charge";
import { env } from "@/lib/env";

/** The delivery rules as configured; pages hand them to the order form, which quotes with them. */
export function deliveryRates(): DeliveryRates {
  const config = env();
  return {
    bdtPerUsd: config.BDT_PER_USD,
    dhakaBdt: config.DELIVERY_CHARGE_DHAKA_BDT,
    elsewhereBdt: config.DELIVERY_CHARGE_ELSEWHERE_BDT,
    freeFromBdt: config.FREE_DELIVERY_FROM_BDT,
  };
}
