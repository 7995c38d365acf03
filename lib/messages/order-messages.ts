import "server-only";

import { siteConfig } from "@/config/site";
import type { Order } from "@/lib/data/orders";
import { formatTime } from "@/lib/dates";
import { formatCount } from "@/lib/i18n/format";
import { defaultLocale, localizeHref, type Locale } from "@/lib/i18n/locales";
import type { Email } from "@/lib/messages/email/mailer";
import { renderEmail, type EmailContent } from "@/lib/messages/email/layout";
import { emailTranslator, type EmailTranslate } from "@/lib/messages/translate";
import { formatPrice } from "@/lib/money";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { paidOnline } from "@/lib/orders/payment-methods";

/**
 * What the buyer (and the shop) are told at each step of an order, by e-mail and SMS, in the
 * buyer's language (the `emails` messages). The workflows in lib/orders decide when
 * (lib/orders/notify.ts); this module only says what.
 */

export type OrderEvent = "placed" | "paid" | "shipped" | "delivered" | "cancelled" | "expired";

/** What the placed-order message of an order paid online needs: until when its parts are held. */
export type HoldFacts = { holdEndsAt: Date; holdMinutes: number };

const yes = (value: unknown) => (value ? "yes" : "no");

const orderPath = (order: Order) => `/dashboard/order/${order._id}`;
const items = (order: Order, t: EmailTranslate, locale: Locale) =>
  t("order.items", { quantity: formatCount(order.quantity, locale), name: order.toolName });
const deliverTo = (order: Order) =>
  order.district ? `${order.BuyerName}, ${order.address}, ${order.area}, ${order.district}` : order.BuyerName;

function orderDetails(order: Order, locale: Locale): [string, string][] {
  const t = emailTranslator(locale);
  const price = (dollars: number) => formatPrice(dollars, locale);
  return [
    [t("order.details.order"), formatOrderNumber(order.orderNumber)],
    [
      t("order.details.items"),
      t("order.details.itemsValue", { items: items(order, t, locale), price: price(order.price) }),
    ],
    [t("order.details.delivery"), order.deliveryCharge > 0 ? price(order.deliveryCharge) : t("order.details.free")],
    [t("order.details.total"), price(order.total)],
    [t("order.details.payment"), t("order.paymentMethod", { method: order.paymentMethod })],
    [t("order.details.deliverTo"), deliverTo(order)],
  ];
}

/** The e-mail to the buyer for one step of their order, in their language. */
export function buyerEmail(order: Order, event: OrderEvent, hold?: HoldFacts, locale: Locale = defaultLocale): Email {
  const t = emailTranslator(locale);
  const number = formatOrderNumber(order.orderNumber);
  const total = formatPrice(order.total, locale);
  const link = (label: string, path: string) => ({ label, path: localizeHref(path, locale) });
  const base = {
    to: order.BuyerEmail,
    greeting: t("greeting", { name: order.BuyerName }),
    details: orderDetails(order, locale),
    action: link(t("order.seeOrder"), orderPath(order)),
  };
  const courier = { hasCourier: yes(order.courier), courier: order.courier ?? "" };
  const content: Record<OrderEvent, () => EmailContent> = {
    placed: () =>
      order.paymentMethod === "cod"
        ? {
            ...base,
            subject: t("order.placedCod.subject", { number, items: items(order, t, locale) }),
            paragraphs: [
              t("order.placedCod.confirmed", { total }),
              t("order.placedCod.call", { phone: order.BuyerPhone }),
            ],
          }
        : {
            ...base,
            subject: t("order.placedOnline.subject", { number }),
            paragraphs: [
              hold
                ? t("order.placedOnline.payBy", { total, time: formatTime(hold.holdEndsAt, locale) })
                : t("order.placedOnline.payByPaymentPage", { total }),
              t("order.placedOnline.hold", { minutes: formatCount(hold?.holdMinutes ?? 30, locale) }),
            ],
            action: link(t("order.placedOnline.pay", { total }), `/dashboard/payment/${order._id}`),
          },
    paid: () => ({
      ...base,
      subject: t("order.paid.subject", { number }),
      paragraphs: [
        t("order.paid.received", {
          total,
          hasTransaction: yes(order.transactionId),
          transaction: order.transactionId ?? "",
        }),
      ],
    }),
    shipped: () => ({
      ...base,
      subject: t("order.shipped.subject", { number, ...courier }),
      paragraphs: [
        t("order.shipped.withCourier", {
          ...courier,
          hasTracking: yes(order.trackingNumber),
          tracking: order.trackingNumber ?? "",
        }),
        order.paymentMethod === "cod" ? t("order.shipped.payCash", { total }) : t("order.shipped.nothingToPay"),
      ],
    }),
    delivered: () => ({
      ...base,
      subject: t("order.delivered.subject", { number }),
      paragraphs: [t("order.delivered.delivered"), t("order.delivered.review")],
      action: link(t("order.delivered.writeReview"), "/dashboard/addReview"),
    }),
    cancelled: () => ({
      ...base,
      subject: t("order.cancelled.subject", { number }),
      paragraphs: [
        t("order.cancelled.cancelled"),
        ...(order.refunded && paidOnline(order.paymentMethod)
          ? [
              t("order.cancelled.refunded", {
                total,
                method: order.paymentMethod,
                hasReference: yes(order.refundReference),
                reference: order.refundReference ?? "",
              }),
            ]
          : []),
      ],
    }),
    expired: () => ({
      ...base,
      subject: t("order.expired.subject", { number }),
      paragraphs: [t("order.expired.expired"), t("order.expired.orderAgain")],
      action: link(t("order.expired.browse"), "/tools"),
    }),
  };
  return renderEmail(content[event](), locale);
}

/** The shop's own notice of a new order (SHOP_NOTIFY_EMAIL): in English, the shop's working language. */
export function shopNewOrderEmail(order: Order, to: string): Email {
  const t = emailTranslator(defaultLocale);
  const summary = items(order, t, defaultLocale);
  return renderEmail({
    to,
    subject: `New order ${formatOrderNumber(order.orderNumber)}: ${summary}, ${formatPrice(order.total)}`,
    greeting: "A new order has come in.",
    paragraphs: [`${order.BuyerName} (${order.BuyerEmail}, ${order.BuyerPhone}) ordered ${summary}.`],
    details: orderDetails(order, defaultLocale),
    action: { label: "Manage All Orders", path: `/dashboard/allOrders?q=${formatOrderNumber(order.orderNumber)}` },
  });
}

/** The short text to the buyer's mobile, for the steps that get one (placed, shipped), in their language. */
export function buyerSms(
  order: Order,
  event: OrderEvent,
  hold?: HoldFacts,
  locale: Locale = defaultLocale,
): string | null {
  const t = emailTranslator(locale);
  const number = formatOrderNumber(order.orderNumber);
  const total = formatPrice(order.total, locale);
  const shop = siteConfig.name;
  switch (event) {
    case "placed":
      return order.paymentMethod === "cod"
        ? t("sms.placedCod", { shop, number, total })
        : t("sms.placedOnline", {
            shop,
            number,
            total,
            hasTime: yes(hold),
            time: hold ? formatTime(hold.holdEndsAt, locale) : "",
          });
    case "shipped": {
      const text = t("sms.shipped", {
        shop,
        number,
        hasCourier: yes(order.courier),
        courier: order.courier ?? "",
        hasTracking: yes(order.trackingNumber),
        tracking: order.trackingNumber ?? "",
      });
      return order.paymentMethod === "cod" ? `${text} ${t("sms.keepCash", { total })}` : text;
    }
    default:
      return null;
  }
}
