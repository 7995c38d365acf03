import * as z from "@/lib/validations/zod";

import { MONTH_PATTERN } from "@/lib/invoices/month";

/** GET /api/invoices.csv and the admin's invoices page: `month` (yyyy-mm), else the current Dhaka month. */
export const invoiceMonthQuerySchema = z.object({
  month: z.optional(
    z.string().check(z.maxLength(7), z.regex(MONTH_PATTERN, "month is a month written yyyy-mm, such as 2026-11")),
  ),
});
