import type { PaymentMethod } from "@/lib/validations/order";

/** How each way to pay reads in order lists, on order pages and in the order form. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: "Cash on delivery",
  card: "Card",
  sslcommerz: "bKash, Nagad, Rocket or card",
};

/** Paid before shipping, through a gateway (and so refunded through it). */
export const paidOnline = (method: PaymentMethod) => method !== "cod";
