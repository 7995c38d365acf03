import { toCents } from "@/lib/money";

/**
 * The rules of a return, without I/O, so the API, the pages and tests share them: what may be
 * returned, what it refunds, and who moves a request where.
 *
 * requested -> approved (how to send the parts back) -> received (restocked or not) -> refunded;
 * requested -> rejected (why). Nothing moves backwards or skips a step.
 */

export const RETURN_REASONS = ["damaged", "defective", "wrongPart", "doesNotFit", "missing", "other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** How a cash order's money goes back: a mobile wallet or a bank transfer. */
export const WALLETS = ["bkash", "nagad", "rocket"] as const;
export const CASH_REFUND_METHODS = [...WALLETS, "bank"] as const;
export type CashRefundMethod = (typeof CASH_REFUND_METHODS)[number];

/** Photos a customer may send with a request. */
export const MAX_RETURN_PHOTOS = 3;

export const RETURN_STATUSES = ["requested", "approved", "rejected", "received", "refunded"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Still waiting for the shop: listed first on the admin's page. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ["requested", "approved", "received"];

const NEXT: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ["approved", "rejected"],
  approved: ["received"],
  received: ["refunded"],
  rejected: [],
  refunded: [],
};

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return NEXT[from].includes(to);
}

/** The Digital Commerce Operational Guidelines 2021: a complaint answered within 72 hours... */
export const ANSWER_WITHIN_HOURS = 72;
/** ...and the money back within 10 days, counted here from the approval. */
export const REFUND_WITHIN_DAYS = 10;

/** Dates as stored (Date) or as pages and the API carry them (ISO strings). */
type When = Date | string;

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export function returnWindowEndsAt(deliveredAt: Date, windowDays: number): Date {
  return new Date(deliveredAt.getTime() + windowDays * DAY);
}

export function answerDueAt(requestedAt: When): Date {
  return new Date(new Date(requestedAt).getTime() + ANSWER_WITHIN_HOURS * HOUR);
}

export function refundDueAt(approvedAt: When): Date {
  return new Date(new Date(approvedAt).getTime() + REFUND_WITHIN_DAYS * DAY);
}

type Timed = { status: ReturnStatus; at: When };

/** A request nobody answered within 72 hours. */
export function isAnswerOverdue(request: { status: ReturnStatus; createdAt: When }, now: Date): boolean {
  return request.status === "requested" && now > answerDueAt(request.createdAt);
}

/** When the refund is due (10 days from the approval), once approved. */
export function refundDeadline(request: { timeline: readonly Timed[] }): Date | null {
  const approved = request.timeline.find((entry) => entry.status === "approved");
  return approved ? refundDueAt(approved.at) : null;
}

/** Approved or received, not refunded, and past its 10 days. */
export function isRefundOverdue(request: { status: ReturnStatus; timeline: readonly Timed[] }, now: Date): boolean {
  const due = refundDeadline(request);
  return due !== null && (request.status === "approved" || request.status === "received") && now > due;
}

/** A line of a request: the order's line by its index, and how many of it come back. */
export type RequestedLine = { line: number; quantity: number };

/** Units of each order line still returnable, given earlier requests that were not rejected. */
export function returnableQuantities(
  ordered: readonly { quantity: number }[],
  earlier: readonly { lines: readonly RequestedLine[] }[],
): number[] {
  const left = ordered.map((line) => line.quantity);
  for (const request of earlier)
    for (const { line, quantity } of request.lines) if (line < left.length) left[line]! -= quantity;
  return left.map((quantity) => Math.max(0, quantity));
}

export type LineProblem = "unknownLine" | "repeatedLine" | "alreadyReturned" | "moreThanOrdered";

/** Why these lines cannot be returned, with the offending line's position in the request, or null. */
export function requestedLinesProblem(
  returnable: readonly number[],
  lines: readonly RequestedLine[],
): { index: number; problem: LineProblem } | null {
  const seen = new Set<number>();
  for (const [index, { line, quantity }] of lines.entries()) {
    if (line >= returnable.length) return { index, problem: "unknownLine" };
    if (seen.has(line)) return { index, problem: "repeatedLine" };
    seen.add(line);
    if (returnable[line] === 0) return { index, problem: "alreadyReturned" };
    if (quantity > returnable[line]!) return { index, problem: "moreThanOrdered" };
  }
  return null;
}

/** Whether these lines bring back every unit still returnable: with them, the whole order is back. */
export function completesOrder(returnable: readonly number[], lines: readonly RequestedLine[]): boolean {
  const asked = new Map(lines.map(({ line, quantity }) => [line, quantity]));
  return returnable.every((left, line) => (asked.get(line) ?? 0) === left);
}

/**
 * Whether a request gives the delivery charge back: it brings back the rest of the order, and no
 * earlier request the shop has not rejected (`kept`) gave it already. Without the second check, a
 * rejected request returned again would complete the order a second time.
 */
export function refundsDelivery(
  returnable: readonly number[],
  lines: readonly RequestedLine[],
  kept: readonly { includesDelivery: boolean }[],
): boolean {
  return completesOrder(returnable, lines) && !kept.some((request) => request.includesDelivery);
}

type PricedLine = { unitPrice: number; unitPriceBdt: number };
type OrderPrices = { items: readonly PricedLine[]; deliveryCharge: number; deliveryChargeBdt: number };

export type RefundAmounts = {
  /** What a wallet or cash refund gives back, in whole taka at the order's own rate. */
  bdt: number;
  /** What a card refund gives back, in dollar cents (Stripe charged the dollar total). */
  cents: number;
  includesDelivery: boolean;
};

/**
 * What a return refunds: the lines' value as it was sold, in taka and in cents, and the
 * delivery charge too when it brings the whole order back.
 */
export function refundAmounts(order: OrderPrices, lines: readonly RequestedLine[], wholeOrder: boolean): RefundAmounts {
  let bdt = 0;
  let cents = 0;
  for (const { line, quantity } of lines) {
    const sold = order.items[line]!;
    bdt += sold.unitPriceBdt * quantity;
    cents += toCents(sold.unitPrice) * quantity;
  }
  if (wholeOrder) {
    bdt += order.deliveryChargeBdt;
    cents += toCents(order.deliveryCharge);
  }
  return { bdt, cents, includesDelivery: wholeOrder };
}
