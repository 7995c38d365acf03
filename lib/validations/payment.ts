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
