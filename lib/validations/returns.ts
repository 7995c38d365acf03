import * as z from "@/lib/validations/zod";
import { message as m, type ValidationKey } from "@/lib/validations/message";

import { CASH_REFUND_METHODS, MAX_RETURN_PHOTOS, RETURN_REASONS, WALLETS } from "@/lib/returns/rules";
import { objectIdSchema } from "@/lib/validations/object-id";
import { bdMobileSchema } from "@/lib/validations/phone";

const MAX_RETURN_LINES = 30;
const MAX_DESCRIPTION = 1000;
const MAX_NOTE = 500;

const text = (required: ValidationKey, tooLong: ValidationKey, max: number) =>
  z.string({ error: m(required) }).check(z.trim(), z.minLength(1, m(required)), z.maxLength(max, m(tooLong, { max })));

const refundMethod = { error: m("refundMethodRequired") };

export const refundDestinationSchema = z.discriminatedUnion(
  "method",
  [
    z.object({ method: z.enum(WALLETS, refundMethod), number: bdMobileSchema }),
    z.object({
      method: z.literal("bank", refundMethod),
      accountName: text("accountNameRequired", "accountNameRequired", 80),
      accountNumber: z
        .string({ error: m("accountNumberInvalid") })
        .check(z.trim(), z.regex(/^\d{6,20}$/, m("accountNumberInvalid"))),
      bank: text("bankNameRequired", "bankNameRequired", 120),
    }),
  ],
  refundMethod,
);
export type RefundDestination = z.infer<typeof refundDestinationSchema>;

const lineSchema = z.object({
  line: z.int(m("returnLineInvalid")).check(z.gte(0, m("returnLineInvalid"))),
  quantity: z.int(m("quantityWhole")).check(z.positive(m("quantityPositive"))),
});

/**
 * "Return or report a problem": which lines and how many, why, and pictures of it. A cash
 * order also says where its money goes back (the route handler asks for it then).
 */
export const returnRequestSchema = z.object({
  lines: z
    .array(lineSchema, { error: m("returnLinesRequired") })
    .check(
      z.minLength(1, m("returnLinesRequired")),
      z.maxLength(MAX_RETURN_LINES, m("returnLinesMax", { max: MAX_RETURN_LINES })),
    ),
  reason: z.enum(RETURN_REASONS, { error: m("returnReasonRequired") }),
  description: text("returnDescriptionRequired", "returnDescriptionMax", MAX_DESCRIPTION),
  photos: z._default(
    z.array(objectIdSchema).check(z.maxLength(MAX_RETURN_PHOTOS, m("returnPhotosMax", { max: MAX_RETURN_PHOTOS }))),
    [],
  ),
  refundTo: z.optional(refundDestinationSchema),
});
export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;

const note = text("returnNoteRequired", "returnNoteMax", MAX_NOTE);
const status = { error: m("returnStatusRequired") };

/** The admin moves a request on: each step with what it needs (PATCH /api/returns/{id}). */
export const returnUpdateSchema = z.discriminatedUnion(
  "status",
  [
    // How to send the parts back: a courier point or a pickup.
    z.object({ status: z.literal("approved", status), note }),
    // The reason the buyer sees.
    z.object({ status: z.literal("rejected", status), note }),
    // A damaged part is not put back on sale.
    z.object({ status: z.literal("received", status), restock: z._default(z.boolean(), true) }),
    // A cash order's refund: how the shop paid it and its reference (a paid-online one is made at the gateway).
    z.object({
      status: z.literal("refunded", status),
      method: z.optional(z.enum(CASH_REFUND_METHODS, refundMethod)),
      reference: z.optional(text("refundReferenceMax", "refundReferenceMax", 100)),
    }),
  ],
  status,
);
export type ReturnUpdate = z.infer<typeof returnUpdateSchema>;
