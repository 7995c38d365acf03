import { z } from "@/lib/validations/zod";

import { DISTRICTS, type District } from "@/config/districts";
import { objectIdSchema } from "@/lib/validations/object-id";
import { bdMobileSchema } from "@/lib/validations/phone";

export const PAYMENT_METHODS = ["cod", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Where the courier takes the parts: the recipient and an address in one of the 64 districts. */
export const deliverySchema = z.object({
  BuyerName: requiredText("Recipient's name", 80),
  BuyerPhone: bdMobileSchema,
  district: z
    .string({ error: "Choose your district" })
    .refine((district): district is District => (DISTRICTS as readonly string[]).includes(district), {
      message: "Choose your district",
    }),
  area: requiredText("Area or thana", 80),
  address: requiredText("Address", 200),
});

export type DeliveryInput = z.infer<typeof deliverySchema>;

/**
 * What the order form sends; the server adds the buyer's email, the tool's name, the price,
 * the order number and the status. Without `BuyerName` the profile's name is the recipient.
 */
export const orderSchema = deliverySchema.extend({
  toolId: objectIdSchema,
  BuyerName: deliverySchema.shape.BuyerName.optional(),
  quantity: z
    .number({ error: "Quantity is required" })
    .int("Quantity must be a whole number")
    .positive("Quantity must be at least 1"),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: "Choose cash on delivery or card" }).default("card"),
  /** Keep this address on the buyer's profile for the next order. */
  saveToProfile: z.boolean().default(false),
});

export type OrderInput = z.infer<typeof orderSchema>;
/** The form's values before defaults fill in (what react-hook-form holds). */
export type OrderFormValues = z.input<typeof orderSchema>;

type StockLimits = { orderQuantity: number; availableQuantity: number };

/** The same rules, plus the tool's minimum order and stock, with a message the buyer understands. */
export function orderSchemaFor(tool: StockLimits) {
  return orderSchema.superRefine(({ quantity }, context) => {
    if (tool.availableQuantity < tool.orderQuantity) {
      context.addIssue({ code: "custom", path: ["quantity"], message: "This tool is out of stock" });
    } else if (quantity < tool.orderQuantity) {
      context.addIssue({ code: "custom", path: ["quantity"], message: `The minimum order is ${tool.orderQuantity}` });
    } else if (quantity > tool.availableQuantity) {
      context.addIssue({ code: "custom", path: ["quantity"], message: `Only ${tool.availableQuantity} available` });
    }
  });
}

/** The admin's shipping step: the courier is required, the tracking number when the courier gives one. */
export const orderUpdateSchema = z.discriminatedUnion(
  "status",
  [
    z.object({
      status: z.literal("shipped"),
      courier: requiredText("Courier", 60),
      trackingNumber: z
        .string({ error: "Tracking number must be text" })
        .trim()
        .max(60, "Tracking number must be at most 60 characters")
        .optional()
        .transform((value) => value || undefined),
    }),
    z.object({ status: z.literal("delivered") }),
  ],
  { error: 'status must be "shipped" or "delivered"' },
);

export type OrderUpdate = z.infer<typeof orderUpdateSchema>;
