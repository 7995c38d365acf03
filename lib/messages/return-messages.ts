import "server-only";

import { siteConfig } from "@/config/site";
import type { Order } from "@/lib/data/orders";
import type { Return } from "@/lib/data/returns";
import { formatDate } from "@/lib/dates";
import { formatCount } from "@/lib/i18n/format";
import { localizeHref, type Locale } from "@/lib/i18n/locales";
import type { Email } from "@/lib/messages/email/mailer";
import { renderEmail } from "@/lib/messages/email/layout";
import { emailTranslator } from "@/lib/messages/translate";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { formatRefund } from "@/lib/returns/refund-amount";
import { refundDeadline } from "@/lib/returns/rules";

/**
 * What the buyer is told at each step of a return, by e-mail and SMS, in their language
 * (the `emails` messages); lib/returns/notify-return.ts decides when.
 */

/** The shop's note of the request's latest step (how to send it back, why it was rejected). */
const latestNote = (request: Return) => request.timeline.at(-1)?.note ?? "";

function deadline(request: Return, locale: Locale): string {
  const due = refundDeadline(request);
  return due ? formatDate(due, locale) : "";
}

export function returnEmail(order: Order, request: Return, locale: Locale): Email {
  const t = emailTranslator(locale);
  const number = formatOrderNumber(order.orderNumber);
  const amount = formatRefund(request, locale);
  const date = deadline(request, locale);
  const items = request.lines
    .map((line) => t("order.items", { quantity: formatCount(line.quantity, locale), name: line.toolName }))
    .join(", ");
  const paragraphs = {
    requested: () => [t("returns.requested.received", { items })],
    approved: () => [
      t("returns.approved.approved", { note: latestNote(request) }),
      t("returns.approved.refundBy", { amount, date }),
    ],
    rejected: () => [t("returns.rejected.rejected", { note: latestNote(request) }), t("returns.rejected.contact")],
    received: () => [t("returns.received.received", { amount, date })],
    refunded: () => [
      t("returns.refunded.refunded", {
        amount,
        method: request.refundMethod ?? "gateway",
        hasReference: request.refundReference ? "yes" : "no",
        reference: request.refundReference ?? "",
      }),
    ],
  }[request.status]();
  return renderEmail(
    {
      to: order.BuyerEmail,
      subject: t(`returns.${request.status}.subject`, { number, amount }),
      greeting: t("greeting", { name: order.BuyerName }),
      paragraphs,
      details: [
        [t("order.details.order"), number],
        [t("returns.details.return"), items],
        [t("returns.details.reason"), t("returns.reason", { reason: request.reason })],
        [t("returns.details.refund"), amount],
        ...(date && request.status !== "refunded" ? [[t("returns.details.refundBy"), date] as [string, string]] : []),
      ],
      action: { label: t("order.seeOrder"), path: localizeHref(`/dashboard/order/${order._id}`, locale) },
    },
    locale,
  );
}

export function returnSms(order: Order, request: Return, locale: Locale): string {
  return emailTranslator(locale)("sms.returnStep", {
    shop: siteConfig.name,
    number: formatOrderNumber(order.orderNumber),
    status: request.status,
    amount: formatRefund(request, locale),
    date: deadline(request, locale),
  });
}
