import "server-only";

import { createHash, timingSafeEqual } from "node:crypto";

import type { CourierNotice } from "@/lib/orders/courier-updates";
import { env } from "@/lib/env";
import * as z from "@/lib/validations/zod";

/**
 * Steadfast's webhook: it sends the token the shop gave it as `Authorization: Bearer`, and a
 * JSON notice of one of two kinds, `delivery_status` (the parcel's status, the cash collected)
 * and `tracking_update` (a message on its way).
 */

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the request carries the configured token; compared in constant time, and false when none is configured. */
export function hasWebhookToken(request: Request): boolean {
  const expected = env().STEADFAST_WEBHOOK_TOKEN;
  const authorization = request.headers.get("authorization") ?? "";
  if (!expected || !authorization.startsWith("Bearer ")) return false;
  // Digests are of equal length whatever was sent, as timingSafeEqual needs.
  return timingSafeEqual(digest(authorization.slice("Bearer ".length).trim()), digest(expected));
}

const id = z.pipe(
  z.union([z.number(), z.string().check(z.minLength(1), z.maxLength(40))]),
  z.transform((value) => String(value)),
);
const text = z.optional(z.nullable(z.string().check(z.maxLength(1000))));
const amount = z.optional(z.nullable(z.union([z.number(), z.string().check(z.maxLength(20))])));

export const steadfastNoticeSchema = z.object({
  notification_type: z.enum(["delivery_status", "tracking_update"]),
  consignment_id: id,
  invoice: z.string().check(z.minLength(1), z.maxLength(40)),
  status: text,
  delivery_status: text,
  cod_amount: amount,
  tracking_message: text,
  updated_at: text,
});

export type SteadfastNotice = z.infer<typeof steadfastNoticeSchema>;

/** "Partial Delivered" and "partial_delivered" alike: the API's snake case. */
const deliveryStatus = (status: string) =>
  status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

/** Steadfast writes its times in Dhaka time without a zone ("2025-03-02 12:45:30"); anything else is now. */
function noticeTime(updatedAt: string | null | undefined): Date {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(updatedAt?.trim() ?? "");
  const at = match ? new Date(`${match[1]}T${match[2]}+06:00`) : new Date();
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

function collected(amount: SteadfastNotice["cod_amount"]): number | undefined {
  const value = typeof amount === "string" ? Number(amount) : amount;
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The notice in the shop's terms (lib/orders/courier-updates.ts). */
export function courierNoticeFrom(notice: SteadfastNotice): CourierNotice {
  const status = notice.status ?? notice.delivery_status;
  const isStatus = notice.notification_type === "delivery_status" && status;
  return {
    consignmentId: notice.consignment_id,
    at: noticeTime(notice.updated_at),
    ...(notice.tracking_message?.trim() && { message: notice.tracking_message.trim() }),
    ...(isStatus && { deliveryStatus: deliveryStatus(status), collectedBdt: collected(notice.cod_amount) }),
  };
}
