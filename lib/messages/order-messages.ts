import "server-only";

import { siteConfig } from "@/config/site";
import type { Order } from "@/lib/data/orders";
import { formatTime } from "@/lib/dates";
import type { Email } from "@/lib/messages/email/mailer";
import { renderEmail, type EmailContent } from "@/lib/messages/email/layout";
import { formatPrice } from "@/lib/money";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { PAYMENT_METHOD_LABELS, REFUNDED_TO, paidOnline } from "@/lib/orders/payment-methods";

/**
 * What the buyer (and the shop) are told at each step of an order, by e-mail and SMS. The
 * workflows in lib/orders decide when (lib/orders/notify.ts); this module only says what.
 */

export type OrderEvent = "placed" | "paid" | "shipped" | "delivered" | "cancelled" | "expired";

/** What the placed-order message of an order paid online needs: until when its parts are held. */
export type HoldFacts = { holdEndsAt: Date; holdMinutes: number };

const orderPath = (order: Order) => `/dashboard/order/${order._id}`;
const items = (order: Order) => `${order.quantity} x ${order.toolName}`;
const deliverTo = (order: Order) =>
  order.district ? `${order.BuyerName}, ${order.address}, ${order.area}, ${order.district}` : order.BuyerName;

function orderDetails(order: Order): [string, string][] {
  return [
    ["Order", formatOrderNumber(order.orderNumber)],
    ["Items", `${items(order)}: ${formatPrice(order.price)}`],
    ["Delivery", order.deliveryCharge > 0 ? formatPrice(order.deliveryCharge) : "Free"],
    ["Total", formatPrice(order.total)],
    ["Payment", PAYMENT_METHOD_LABELS[order.paymentMethod]],
    ["Deliver to", deliverTo(order)],
  ];
}

/** The e-mail to the buyer for one step of their order. */
export function buyerEmail(order: Order, event: OrderEvent, hold?: HoldFacts): Email {
  const number = formatOrderNumber(order.orderNumber);
  const base = {
    to: order.BuyerEmail,
    greeting: `Hello ${order.BuyerName},`,
    details: orderDetails(order),
    action: { label: "See your order", path: orderPath(order) },
  };
  const content: Record<OrderEvent, () => EmailContent> = {
    placed: () =>
      order.paymentMethod === "cod"
        ? {
            ...base,
            subject: `Order ${number} confirmed: ${items(order)}`,
            paragraphs: [
              `Thank you for your order. It is confirmed, and you pay ${formatPrice(order.total)} in cash to the courier when it arrives.`,
              `We will call ${order.BuyerPhone} before delivery.`,
            ],
          }
        : {
            ...base,
            subject: `Order ${number}: waiting for your payment`,
            paragraphs: [
              `Thank you for your order. Please pay ${formatPrice(order.total)} by ${hold ? formatTime(hold.holdEndsAt) : "the time on the payment page"} (Dhaka time).`,
              `We hold the parts for you for ${hold?.holdMinutes ?? 30} minutes; if the order is not paid by then, it expires and they go back on sale.`,
            ],
            action: { label: `Pay ${formatPrice(order.total)}`, path: `/dashboard/payment/${order._id}` },
          },
    paid: () => ({
      ...base,
      subject: `Order ${number} is paid`,
      paragraphs: [
        `We have received your payment of ${formatPrice(order.total)}${order.transactionId ? ` (transaction ${order.transactionId})` : ""}. We are packing your parts and will tell you when the courier has them.`,
      ],
    }),
    shipped: () => ({
      ...base,
      subject: `Order ${number} is on its way with ${order.courier ?? "the courier"}`,
      paragraphs: [
        `Your parts are with ${order.courier ?? "the courier"}${order.trackingNumber ? `, tracking number ${order.trackingNumber}` : ""}.`,
        order.paymentMethod === "cod"
          ? `Please have ${formatPrice(order.total)} ready in cash for the courier.`
          : "It is paid: there is nothing to pay at the door.",
      ],
    }),
    delivered: () => ({
      ...base,
      subject: `Order ${number} is delivered`,
      paragraphs: [
        "Your parts have been delivered. Thank you for riding with us!",
        "Happy with them? A review helps other riders choose.",
      ],
      action: { label: "Write a review", path: "/dashboard/addReview" },
    }),
    cancelled: () => ({
      ...base,
      subject: `Order ${number} is cancelled`,
      paragraphs: [
        "Your order is cancelled and its parts went back on sale.",
        ...(order.refunded && paidOnline(order.paymentMethod)
          ? [
              `We have refunded ${formatPrice(order.total)} to ${REFUNDED_TO[order.paymentMethod]} you paid with${order.refundReference ? ` (refund reference ${order.refundReference})` : ""}. Banks and wallets usually show it within 5 working days.`,
            ]
          : []),
      ],
    }),
    expired: () => ({
      ...base,
      subject: `Order ${number} expired: it was not paid in time`,
      paragraphs: [
        "Your order was not paid in time, so it expired and its parts went back on sale. Nothing was charged.",
        "You are welcome to order again.",
      ],
      action: { label: "Browse the catalogue", path: "/tools" },
    }),
  };
  return renderEmail(content[event]());
}

/** The shop's own notice of a new order (SHOP_NOTIFY_EMAIL). */
export function shopNewOrderEmail(order: Order, to: string): Email {
  return renderEmail({
    to,
    subject: `New order ${formatOrderNumber(order.orderNumber)}: ${items(order)}, ${formatPrice(order.total)}`,
    greeting: "A new order has come in.",
    paragraphs: [`${order.BuyerName} (${order.BuyerEmail}, ${order.BuyerPhone}) ordered ${items(order)}.`],
    details: orderDetails(order),
    action: { label: "Manage All Orders", path: `/dashboard/allOrders?q=${formatOrderNumber(order.orderNumber)}` },
  });
}

/** The short text to the buyer's mobile, for the steps that get one (placed, shipped). */
export function buyerSms(order: Order, event: OrderEvent, hold?: HoldFacts): string | null {
  const number = formatOrderNumber(order.orderNumber);
  const total = formatPrice(order.total);
  switch (event) {
    case "placed":
      return order.paymentMethod === "cod"
        ? `${siteConfig.name}: order ${number} confirmed. Pay ${total} in cash on delivery. We will call you before delivery.`
        : `${siteConfig.name}: order ${number} placed. Please pay ${total}${hold ? ` by ${formatTime(hold.holdEndsAt)}` : ""} from My orders, or it expires.`;
    case "shipped":
      return `${siteConfig.name}: order ${number} is with ${order.courier ?? "the courier"}${order.trackingNumber ? `, tracking ${order.trackingNumber}` : ""}.${order.paymentMethod === "cod" ? ` Please keep ${total} ready.` : ""}`;
    default:
      return null;
  }
}
