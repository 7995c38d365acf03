import "server-only";

import { siteConfig } from "@/config/site";
import type { Order } from "@/lib/data/orders";
import { formatTime } from "@/lib/dates";
import { formatCount } from "@/lib/i18n/format";
import { defaultLocale, localizeHref, type Locale } from "@/lib/i18n/locales";
import type { Email } from "@/lib/messages/email/mailer";
import { renderEmail, type EmailContent } from "@/lib/messages/email/layout";
import { emailTranslator, type EmailTranslate } from "@/lib/messages/translate";
import { formatPrice, formatTaka } from "@/lib/money";
import { invoiceDue } from "@/lib/invoices/invoice-due";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { paidOnline } from "@/lib/orders/payment-methods";
import { shopUrl } from "@/lib/shop-url";

/**
 * What the buyer (and the shop) are told at each step of an order, by e-mail and SMS, in the
 * buyer's language (the `emails` messages). The workflows in lib/orders decide when
 * (lib/orders/notify.ts); this module only says what.
 */

export type OrderEvent = "placed" | "paid" | "shipped" | "delivered" | "cancelled" | "returned" | "expired";

/** What the placed-order message of an order paid online needs: until when its parts are held. */
export type HoldFacts = { holdEndsAt: Date; holdMinutes: number };

const yes = (value: unknown) => (value ? "yes" : "no");

const orderPath = (order: Order) => `/dashboard/order/${order._id}`;

/** The tracking page with the order number filled in (e-mails); the phone number is the buyer's to type. */
export const trackingUrl = (order: Pick<Order, "orderNumber">, locale: Locale) =>
  shopUrl(localizeHref(`/track?order=${formatOrderNumber(order.orderNumber)}`, locale));

/** The bare tracking page for SMS, which name the order number already: two Bangla parts leave no room for more. */
const trackingPageUrl = (locale: Locale) => shopUrl(localizeHref("/track", locale));

/** The steps that sell the order (a cash order placed is confirmed): their e-mail links to its invoice. */
const SELLING: readonly OrderEvent[] = ["placed", "paid"];

/** The steps after which the buyer has an order to follow. */
const TRACKABLE: readonly OrderEvent[] = ["placed", "paid", "shipped"];

/** "2 x Chain kit" for one line, "4 items" for several: what subjects and the shop's notice say. */
const items = (order: Order, t: EmailTranslate, locale: Locale) => {
  const [only] = order.items;
  return order.items.length === 1 && only
    ? t("order.items", { quantity: formatCount(only.quantity, locale), name: only.toolName })
    : t("order.itemCount", { count: order.quantity });
};
const deliverTo = (order: Order) =>
  order.district ? `${order.BuyerName}, ${order.address}, ${order.area}, ${order.district}` : order.BuyerName;

/**
 * What the buyer pays, in the money they pay it in: taka in cash or by wallet (the amount
 * fixed when the order was placed), dollars by card (Stripe charges the spec's dollars).
 */
export function amountDue(order: Order, locale: Locale): string {
  return order.paymentMethod === "card" ? formatPrice(order.total, locale) : formatTaka(order.totalBdt, locale);
}

/** One row per line, then the delivery charge and the total, each in dollars with taka beside. */
function orderDetails(order: Order, locale: Locale): [string, string][] {
  const t = emailTranslator(locale);
  const both = (dollars: number, bdt: number) => `${formatPrice(dollars, locale)} · ${formatTaka(bdt, locale)}`;
  return [
    [t("order.details.order"), formatOrderNumber(order.orderNumber)],
    ...order.items.map((line): [string, string] => [
      t("order.items", { quantity: formatCount(line.quantity, locale), name: line.toolName }),
      both(line.price, line.priceBdt),
    ]),
    [
      t("order.details.delivery"),
      order.deliveryChargeBdt > 0 ? both(order.deliveryCharge, order.deliveryChargeBdt) : t("order.details.free"),
    ],
    [t("order.details.total"), both(order.total, order.totalBdt)],
    [t("order.details.payment"), t("order.paymentMethod", { method: order.paymentMethod })],
    [t("order.details.deliverTo"), deliverTo(order)],
  ];
}

/** The e-mail to the buyer for one step of their order, in their language. */
export function buyerEmail(order: Order, event: OrderEvent, hold?: HoldFacts, locale: Locale = defaultLocale): Email {
  const t = emailTranslator(locale);
  const number = formatOrderNumber(order.orderNumber);
  const total = amountDue(order, locale);
  const link = (label: string, path: string) => ({ label, path: localizeHref(path, locale) });
  const base = {
    to: order.BuyerEmail,
    greeting: t("greeting", { name: order.BuyerName }),
    details: orderDetails(order, locale),
    action: link(t("order.seeOrder"), orderPath(order)),
  };
  const courier = { hasCourier: yes(order.courier), courier: order.courier ?? "" };
  const holdMinutes = hold?.holdMinutes ?? 30;
  const refunded =
    order.refunded && paidOnline(order.paymentMethod)
      ? [
          t("order.refunded", {
            total,
            method: order.paymentMethod,
            hasReference: yes(order.refundReference),
            reference: order.refundReference ?? "",
          }),
        ]
      : [];
  const content: Record<OrderEvent, () => EmailContent> = {
    placed: () =>
      order.status === "needs-call"
        ? {
            ...base,
            subject: t("order.placedCod.heldSubject", { number, items: items(order, t, locale) }),
            paragraphs: [t("order.placedCod.held", { phone: order.BuyerPhone, total })],
          }
        : order.paymentMethod === "cod"
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
                t("order.placedOnline.hold", { minutes: holdMinutes, n: formatCount(holdMinutes, locale) }),
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
      paragraphs: [t("order.cancelled.cancelled"), ...refunded],
    }),
    returned: () => ({
      ...base,
      subject: t("order.returned.subject", { number, total }),
      paragraphs: [t("order.returned.returned"), ...refunded],
    }),
    expired: () => ({
      ...base,
      subject: t("order.expired.subject", { number }),
      paragraphs: [t("order.expired.expired"), t("order.expired.orderAgain")],
      action: link(t("order.expired.browse"), "/tools"),
    }),
  };
  const email = content[event]();
  const invoice =
    SELLING.includes(event) && invoiceDue(order)
      ? [t("order.invoice", { url: shopUrl(localizeHref(`${orderPath(order)}/invoice`, locale)) })]
      : [];
  const track = TRACKABLE.includes(event) ? [t("order.track", { url: trackingUrl(order, locale) })] : [];
  return renderEmail({ ...email, paragraphs: [...email.paragraphs, ...invoice, ...track] }, locale);
}

/** The shop's own notice of a new order (SHOP_NOTIFY_EMAIL): in English, the shop's working language. */
export function shopNewOrderEmail(order: Order, to: string): Email {
  const t = emailTranslator(defaultLocale);
  const summary = items(order, t, defaultLocale);
  return renderEmail({
    to,
    subject: `New order ${formatOrderNumber(order.orderNumber)}: ${summary}, ${amountDue(order, defaultLocale)}`,
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
  const total = amountDue(order, locale);
  const shop = siteConfig.name;
  switch (event) {
    case "placed":
      return order.paymentMethod === "cod"
        ? t(order.status === "needs-call" ? "sms.placedCodHeld" : "sms.placedCod", { shop, number, total })
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
      const cash = order.paymentMethod === "cod" ? ` ${t("sms.keepCash", { total })}` : "";
      return `${text}${cash} ${t("sms.track", { url: trackingPageUrl(locale) })}`;
    }
    case "returned":
      return t("sms.returned", { shop, number, total });
    default:
      return null;
  }
}
