import * as z from "@/lib/validations/zod";

import { objectIdSchema } from "@/lib/validations/object-id";
import { PHONE_MESSAGE, PHONE_PATTERN } from "@/lib/validations/phone";

/** What the order form sends; the server adds the buyer, the tool's name and the price. */
export const orderSchema = z.object({
  toolId: objectIdSchema,
  BuyerPhone: z
    .string({ error: "Phone is required" })
    .check(z.trim(), z.minLength(1, "Phone is required"), z.regex(PHONE_PATTERN, PHONE_MESSAGE)),
  quantity: z
    .number({ error: "Quantity is required" })
    .check(z.int("Quantity must be a whole number"), z.positive("Quantity must be at least 1")),
});

export type OrderInput = z.infer<typeof orderSchema>;

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
