import * as z from "@/lib/validations/zod";
import { message as m, type ValidationKey } from "@/lib/validations/message";

import { DISTRICTS, type District } from "@/config/districts";
import { objectIdSchema } from "@/lib/validations/object-id";
import { bdMobileSchema } from "@/lib/validations/phone";

/** Cash on delivery, a card through Stripe (the spec's), or bKash, Nagad, Rocket and local cards through SSLCommerz. */
export const PAYMENT_METHODS = ["cod", "card", "sslcommerz"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const requiredText = (required: ValidationKey, tooLong: ValidationKey, max: number) =>
  z.string({ error: m(required) }).check(z.trim(), z.minLength(1, m(required)), z.maxLength(max, m(tooLong, { max })));

const recipientName = requiredText("recipientNameRequired", "recipientNameMax", 80);

/** Where the courier takes the parts: the recipient and an address in one of the 64 districts. */
export const deliveryFields = {
  BuyerName: recipientName,
  BuyerPhone: bdMobileSchema,
  district: z
    .string({ error: m("districtRequired") })
    .check(
      z.refine((district) => (DISTRICTS as readonly string[]).includes(district), m("districtRequired")),
    ) as z.ZodMiniType<District>,
  area: requiredText("areaRequired", "areaMax", 80),
  address: requiredText("addressRequired", "addressMax", 200),
};

/**
 * What the order form sends; the server adds the buyer's email, the tool's name, the price,
 * the order number and the status. Without `BuyerName` the profile's name is the recipient.
 */
const quantitySchema = z
  .number({ error: m("quantityRequired") })
  .check(z.int(m("quantityWhole")), z.positive(m("quantityPositive")));

const paymentMethodSchema = z._default(z.enum(PAYMENT_METHODS, { error: m("paymentMethodRequired") }), "card");

/** Keep this address on the buyer's profile for the next order. */
const saveToProfileSchema = z._default(z.boolean(), false);

export const orderSchema = z.object({
  ...deliveryFields,
  toolId: objectIdSchema,
  BuyerName: z.optional(recipientName),
  quantity: quantitySchema,
  paymentMethod: paymentMethodSchema,
  saveToProfile: saveToProfileSchema,
});

export type OrderInput = z.infer<typeof orderSchema>;
/** The form's values before defaults fill in (what react-hook-form holds). */
export type OrderFormValues = z.input<typeof orderSchema>;

/**
 * Ordering the caller's whole cart (lib/cart) as one order. `itemsTotal`, when sent, is the
 * items' value in dollars the buyer was shown: if prices changed since, the order is refused
 * so they see the new prices first.
 */
export const cartOrderSchema = z.object({
  ...deliveryFields,
  fromCart: z.literal(true),
  BuyerName: z.optional(recipientName),
  paymentMethod: paymentMethodSchema,
  saveToProfile: saveToProfileSchema,
  itemsTotal: z.optional(z.number().check(z.gte(0))),
});

export type CartOrderInput = z.infer<typeof cartOrderSchema>;
export type CartOrderFormValues = z.input<typeof cartOrderSchema>;

/** What an order needs besides its parts: where it goes and how it is paid. */
export type OrderDetails = Omit<OrderInput, "toolId" | "quantity">;

type StockLimits = { orderQuantity: number; availableQuantity: number };

/** Why a quantity of a part cannot be ordered (or put in a cart) now. */
export type QuantityProblem = "outOfStock" | "minimumOrder" | "onlyAvailable";

/** Out of stock, below its minimum order, or more than is left; null when `quantity` can be ordered. */
export function quantityProblem(tool: StockLimits, quantity: number): QuantityProblem | null {
  if (tool.availableQuantity < tool.orderQuantity) return "outOfStock";
  if (quantity < tool.orderQuantity) return "minimumOrder";
  if (quantity > tool.availableQuantity) return "onlyAvailable";
  return null;
}

/** The problem as the quantity field's validation message. */
export function quantityProblemMessage(tool: StockLimits, problem: QuantityProblem): string {
  if (problem === "outOfStock") return m("outOfStock");
  if (problem === "minimumOrder") return m("minimumOrder", { count: tool.orderQuantity });
  return m("onlyAvailable", { count: tool.availableQuantity });
}

/** The same rules, plus the tool's minimum order and stock, with a message the buyer understands. */
export function orderSchemaFor(tool: StockLimits) {
  return orderSchema.check(
    z.superRefine(({ quantity }, context) => {
      const problem = quantityProblem(tool, quantity);
      if (problem)
        context.addIssue({ code: "custom", path: ["quantity"], message: quantityProblemMessage(tool, problem) });
    }),
  );
}

/**
 * The admin's steps: shipping (the courier is required, the tracking number when the courier
 * gives one), delivered, returned (refused at the door), "paid" to accept a payment the gateway
 * held for review, or "confirmed" for a cash order held until the shop called its buyer.
 */
export const orderUpdateSchema = z.discriminatedUnion(
  "status",
  [
    z.object({
      status: z.literal("shipped"),
      courier: requiredText("courierRequired", "courierMax", 60),
      trackingNumber: z.optional(
        z.pipe(
          z
            .string({ error: m("trackingNumberText") })
            .check(z.trim(), z.maxLength(60, m("trackingNumberMax", { max: 60 }))),
          z.transform((value) => value || undefined),
        ),
      ),
    }),
    z.object({ status: z.literal("delivered") }),
    z.object({ status: z.literal("returned") }),
    z.object({ status: z.literal("paid") }),
    z.object({ status: z.literal("confirmed") }),
  ],
  { error: 'status must be "shipped", "delivered", "returned", "paid" or "confirmed"' },
);

export type OrderUpdate = z.infer<typeof orderUpdateSchema>;
