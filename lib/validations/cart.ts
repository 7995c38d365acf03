import * as z from "@/lib/validations/zod";
import { message as m } from "@/lib/validations/message";

import { objectIdSchema } from "@/lib/validations/object-id";

/** A cart holds at most this many different parts. */
export const MAX_CART_LINES = 30;

const wholeQuantity = () => z.number({ error: m("quantityRequired") }).check(z.int(m("quantityWhole")));

/** PUT /api/cart: how many of a part the cart holds; 0 takes it out. */
export const cartLineSchema = z.object({
  toolId: objectIdSchema,
  quantity: wholeQuantity().check(z.gte(0, m("quantityNotNegative"))),
});

/** POST /api/cart: how many of a part to add to what the cart holds. */
export const cartAdditionSchema = z.object({
  toolId: objectIdSchema,
  quantity: wholeQuantity().check(z.positive(m("quantityPositive"))),
});

export type CartLineInput = z.infer<typeof cartLineSchema>;
