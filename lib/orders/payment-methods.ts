import type { PaymentMethod } from "@/lib/validations/order";

type OnlineMethod = Exclude<PaymentMethod, "cod">;

/** How each way to pay reads in order lists, on order pages and in the order form. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: "Cash on delivery",
  card: "Card",
  sslcommerz: "bKash, Nagad, Rocket or card",
};

/** Where a refund goes, read as "refunded to the card you paid with" (or "they"). */
export const REFUNDED_TO: Record<OnlineMethod, string> = {
  card: "the card",
  sslcommerz: "the bKash, Nagad, Rocket account or card",
};

/** Paid before shipping, through a gateway (and so refunded through it). */
export const paidOnline = (method: PaymentMethod): method is OnlineMethod => method !== "cod";
