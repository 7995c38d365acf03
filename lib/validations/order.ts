import * as z from "@/lib/validations/zod";

import { DISTRICTS, type District } from "@/config/districts";
import { objectIdSchema } from "@/lib/validations/object-id";
import { bdMobileSchema } from "@/lib/validations/phone";

/** Cash on delivery, a card through Stripe (the spec's), or bKash, Nagad, Rocket and local cards through SSLCommerz. */
export const PAYMENT_METHODS = ["cod", "card", "sslcommerz"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

const recipientName = requiredText("Recipient's name", 80);

/** Where the courier takes the parts: the recipient and an address in one of the 64 districts. */
const deliveryFields = {
  BuyerName: recipientName,
  BuyerPhone: bdMobileSchema,
  district: z
    .string({ error: "Choose your district" })
    .check(
      z.refine((district) => (DISTRICTS as readonly string[]).includes(district), "Choose your district"),
    ) as z.ZodMiniType<District>,
  area: requiredText("Area or thana", 80),
  address: requiredText("Address", 200),
};

/**
 * What the order form sends; the server adds the buyer's email, the tool's name, the price,
 * the order number and the status. Without `BuyerName` the profile's name is the recipient.
 */
export const orderSchema = z.object({
  ...deliveryFields,
  toolId: objectIdSchema,
  BuyerName: z.optional(recipientName),
  quantity: z
    .number({ error: "Quantity is required" })
    .check(z.int("Quantity must be a whole number"), z.positive("Quantity must be at least 1")),
  paymentMethod: z._default(
    z.enum(PAYMENT_METHODS, { error: "Choose how to pay: cash on delivery, card, or bKash, Nagad, Rocket" }),
    "card",
  ),
  /** Keep this address on the buyer's profile for the next order. */
  saveToProfile: z._default(z.boolean(), false),
});

export type OrderInput = z.infer<typeof orderSchema>;
/** The form's values before defaults fill in (what react-hook-form holds). */
export type OrderFormValues = z.input<typeof orderSchema>;

type StockLimits = { orderQuantity: number; availableQuantity: number };

/** The same rules, plus the tool's minimum order and stock, with a message the buyer understands. */
export function orderSchemaFor(tool: StockLimits) {
  return orderSchema.check(
    z.superRefine(({ quantity }, context) => {
      if (tool.availableQuantity < tool.orderQuantity) {
        context.addIssue({ code: "custom", path: ["quantity"], message: "This tool is out of stock" });
      } else if (quantity < tool.orderQuantity) {
        context.addIssue({ code: "custom", path: ["quantity"], message: `The minimum order is ${tool.orderQuantity}` });
      } else if (quantity > tool.availableQuantity) {
        context.addIssue({ code: "custom", path: ["quantity"], message: `Only ${tool.availableQuantity} available` });
      }
    }),
  );
}

/**
 * The admin's steps: shipping (the courier is required, the tracking number when the courier
 * gives one), delivered, or "paid" to accept a payment the gateway held for review.
 */
export const orderUpdateSchema = z.discriminatedUnion(
  "status",
  [
    z.object({
      status: z.literal("shipped"),
      courier: requiredText("Courier", 60),
      trackingNumber: z.optional(
        z.pipe(
          z
            .string({ error: "Tracking number must be text" })
            .check(z.trim(), z.maxLength(60, "Tracking number must be at most 60 characters")),
          z.transform((value) => value || undefined),
        ),
      ),
    }),
    z.object({ status: z.literal("delivered") }),
    z.object({ status: z.literal("paid") }),
  ],
  { error: 'status must be "shipped", "delivered" or "paid"' },
);

export type OrderUpdate = z.infer<typeof orderUpdateSchema>;
