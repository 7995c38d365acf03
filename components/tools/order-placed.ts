import type { Route } from "next";

import type { Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/format";
import { formatTaka } from "@/lib/money";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import type { PaymentMethod } from "@/lib/validations/order";
import type { ClientMessages } from "@/messages";

/** What POST /api/order answers, for the order form and the basket alike. */
export type PlacedOrder = { insertedId: string; orderNumber: number; totalBdt: number };

/** The toast's second line: the order number, and for cash on delivery the taka the courier collects. */
export function placedDescription(
  text: ClientMessages["tool"]["form"],
  order: PlacedOrder,
  method: PaymentMethod,
  locale: Locale,
): string {
  const number = formatOrderNumber(order.orderNumber);
  return method === "cod"
    ? fill(text.codDue, { number, amount: formatTaka(order.totalBdt, locale) })
    : fill(text.orderNumber, { number });
}

/** The way on's label: see the order when cash pays at the door, else pay now. */
export const nextStepLabel = (text: ClientMessages["tool"]["form"], method: PaymentMethod): string =>
  method === "cod" ? text.viewOrder : text.payNow;

/** Where the buyer goes next: the order's page when cash pays at the door, else the payment page. */
export const nextStepHref = (order: PlacedOrder, method: PaymentMethod): Route =>
  (method === "cod" ? `/dashboard/order/${order.insertedId}` : `/dashboard/payment/${order.insertedId}`) as Route;
