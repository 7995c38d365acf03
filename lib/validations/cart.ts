import * as z from "@/lib/validations/zod";
import { message as m } from "@/lib/validations/message";

import { objectIdSchema } from "@/lib/validations/object-id";

/** A cart holds at most this many different parts. */
export const MAX_CART_LINES = 30;

/** PUT /api/cart: how many of a part the cart holds; 0 takes it out. */
export const cartLineSchema = z.object({
  toolId: objectIdSchema,
  quantity: z
    .number({ error: m("quantityRequired") })
    .check(z.int(m("quantityWhole")), z.gte(0, m("quantityNotNegative"))),
});

export type CartLineInput = z.infer<typeof cartLineSchema>;
