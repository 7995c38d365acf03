/**
 * The order lifecycle, without I/O, so pages, the API and tests share one table.
 *
 * Paid online (card, or bKash, Nagad, Rocket): unpaid -> paid -> shipped -> delivered. Cash on
 * delivery: confirmed -> shipped -> delivered (paid at the door); from a phone whose parcels were
 * refused at the door, needs-call -> confirmed once the shop has called. An unpaid order expires
 * when its hold runs out; unpaid, paid, needs-call and confirmed orders can be cancelled. A shipped
 * parcel the courier could not deliver, or the rider refused, comes back: returned, its parts back
 * in stock. Nothing moves backwards.
 */
import { asciiDigits } from "@/lib/i18n/format";

export const ORDER_STATUSES = [
  "unpaid",
  "paid",
  "needs-call",
  "confirmed",
  "shipped",
  "delivered",
  "cancelled",
  "expired",
  "returned",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type Actor = "buyer" | "shop" | "payments" | "courier";

type Move = { to: OrderStatus; from: readonly OrderStatus[]; by: readonly Actor[] };

/**
 * Each move, the states it starts from and who may make it. "payments" is a gateway's
 * confirmation and the hold's sweep; "courier" is a booked courier's word (its webhook or poll).
 */
const MOVES: readonly Move[] = [
  { to: "paid", from: ["unpaid"], by: ["payments"] },
  { to: "expired", from: ["unpaid"], by: ["payments"] },
  { to: "confirmed", from: ["needs-call"], by: ["shop"] },
  { to: "shipped", from: ["paid", "confirmed"], by: ["shop"] },
  { to: "delivered", from: ["shipped"], by: ["shop", "courier"] },
  { to: "returned", from: ["shipped"], by: ["shop", "courier"] },
  { to: "cancelled", from: ["unpaid", "needs-call", "confirmed"], by: ["buyer", "shop"] },
  { to: "cancelled", from: ["paid"], by: ["shop"] },
];

/** The states `actor` may move an order to `to` from (empty when they never may). */
function statesAllowingMove(to: OrderStatus, actor: Actor): OrderStatus[] {
  return MOVES.filter((move) => move.to === to && move.by.includes(actor)).flatMap((move) => [...move.from]);
}

export function canMove(from: OrderStatus, to: OrderStatus, actor: Actor): boolean {
  return statesAllowingMove(to, actor).includes(from);
}

const ORDER_NUMBER_PREFIX = "MF-";

/** The order number people read and type: MF-10234. */
export function formatOrderNumber(orderNumber: number): string {
  return `${ORDER_NUMBER_PREFIX}${orderNumber}`;
}

/** The number in "MF-10234", "mf10234", "10234" or "MF-১০২৩৪", or null when the text is not an order number. */
export function parseOrderNumber(text: string): number | null {
  const match = /^\s*(?:mf-?)?(\d{1,9})\s*$/i.exec(asciiDigits(text));
  return match ? Number(match[1]) : null;
}
