import type { PaymentMethod } from "@/lib/validations/order";

type OnlineMethod = Exclude<PaymentMethod, "cod">;

/** Paid before shipping, through a gateway (and so refunded through it). */
export const paidOnline = (method: PaymentMethod): method is OnlineMethod => method !== "cod";
