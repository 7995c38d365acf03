import { z } from "@/lib/validations/zod";

import { ORDER_STATUSES } from "@/lib/orders/lifecycle";

/** Orders on one page of My orders and Manage All Orders. */
export const ORDERS_PAGE_SIZE = 50;
const MAX_PAGE = 100_000;

const fields = {
  page: z.coerce.number().int("page must be a whole number").min(1, "page starts at 1").max(MAX_PAGE).default(1),
  limit: z.coerce.number().int("limit must be a whole number").min(1).max(100).default(ORDERS_PAGE_SIZE),
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(", ")}` }).optional(),
  /** The admin's search: an order number (MF-10234) or a buyer's email. */
  q: z
    .string()
    .trim()
    .max(120, "q must be at most 120 characters")
    .transform((value) => value || undefined)
    .optional(),
};

/** GET /api/order and /api/myorder with page, limit (and, for the admin, status and q): bad values get a 400. */
export const orderListQuerySchema = z.object(fields);
export type OrderListParams = z.infer<typeof orderListQuerySchema>;

/** The dashboard pages: a stale or mistyped parameter in a URL falls back to its default instead. */
export const lenientOrderListQuerySchema = z.object({
  page: fields.page.catch(1),
  limit: z.literal(ORDERS_PAGE_SIZE).catch(ORDERS_PAGE_SIZE),
  status: fields.status.catch(undefined),
  q: fields.q.catch(undefined),
});
