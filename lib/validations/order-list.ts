import * as z from "@/lib/validations/zod";

import { ORDER_STATUSES } from "@/lib/orders/lifecycle";

/** Orders on one page of My orders and Manage All Orders. */
const ORDERS_PAGE_SIZE = 50;
const MAX_PAGE = 100_000;

const fields = {
  page: z._default(
    z.coerce.number().check(z.int("page must be a whole number"), z.gte(1, "page starts at 1"), z.lte(MAX_PAGE)),
    1,
  ),
  limit: z._default(
    z.coerce.number().check(z.int("limit must be a whole number"), z.gte(1), z.lte(100)),
    ORDERS_PAGE_SIZE,
  ),
  status: z.optional(z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(", ")}` })),
  /** The admin's search: an order number (MF-10234) or a buyer's email. */
  q: z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(120, "q must be at most 120 characters")),
      z.transform((value) => value || undefined),
    ),
  ),
};

/** GET /api/order and /api/myorder with page, limit (and, for the admin, status and q): bad values get a 400. */
export const orderListQuerySchema = z.object(fields);
export type OrderListParams = z.infer<typeof orderListQuerySchema>;
/** GET /api/myorder: a buyer's own orders have no search. */
export const buyerOrderListQuerySchema = z.omit(orderListQuerySchema, { q: true });
/** GET /api/returns: a page and its size, nothing to filter by. */
export const pageQuerySchema = z.pick(orderListQuerySchema, { page: true, limit: true });

/** The dashboard pages: a stale or mistyped parameter in a URL falls back to its default instead. */
export const lenientOrderListQuerySchema = z.object({
  page: z.catch(fields.page, 1),
  limit: z.catch(z.literal(ORDERS_PAGE_SIZE), ORDERS_PAGE_SIZE),
  status: z.catch(fields.status, undefined),
  q: z.catch(fields.q, undefined),
});
