import * as z from "@/lib/validations/zod";
import { objectIdSchema } from "@/lib/validations/object-id";

/** POST /api/create-payment-intent. A `price` may come along (the old client sent one); it is ignored. */
export const paymentIntentRequestSchema = z.object({ orderId: objectIdSchema });

/** PUT /api/order/{id} after the card payment: the PaymentIntent's id is the transaction id. */
export const paymentConfirmationSchema = z.object({
  orderId: z.optional(objectIdSchema),
  transactionId: z
    .string({ error: "The transaction id is required" })
    .check(z.regex(/^pi_[A-Za-z0-9_]{1,250}$/, "This is not a payment transaction id")),
});

/** POST /api/payments/sslcommerz/session: which of the buyer's orders to pay. */
export const gatewaySessionRequestSchema = z.object({ orderId: objectIdSchema });

const gatewayId = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(z.regex(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`), `${label} is not valid`));

/**
 * What the shop reads from SSLCommerz's notices and returns (the rest is ignored; even these
 * are only confirmed by the validation API). A failed or cancelled payment has no `val_id`.
 */
export const gatewayNoticeSchema = z.object({
  tran_id: gatewayId("tran_id", 30),
  val_id: z.optional(gatewayId("val_id", 50)),
  status: z.optional(z.string().check(z.maxLength(30))),
});
