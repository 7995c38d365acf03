import "server-only";

import { hit, placedTextsPerUnconfirmedPhone, unpaidOrderMailsPerUnprovenAddress } from "@/lib/auth/rate-limit";
import type { Order } from "@/lib/data/orders";
import { messageReader } from "@/lib/data/users";
import { env } from "@/lib/env";
import { queueEmail, queueSms } from "@/lib/messages/outbox";
import { buyerEmail, buyerSms, shopNewOrderEmail, type OrderEvent } from "@/lib/messages/order-messages";
import { holdEndsAt, unpaidHoldMinutes } from "@/lib/orders/hold-time";

/**
 * Tells the buyer (and, of a new order, the shop) that an order has moved, by queueing its
 * messages right after the move: each under the key order:<id>:<event>, so a replayed move
 * (a webhook delivered twice) never sends twice. Queueing never fails the move itself. The
 * buyer's messages are in the language they last used the shop in (lib/data/users.ts).
 */
export async function notifyOrder(order: Order, event: OrderEvent): Promise<void> {
  // A parcel refused at the door is news to its rider only when their payment goes back.
  if (event === "returned" && !order.refunded) return;
  const key = `order:${order._id}:${event}`;
  const hold =
    order.paymentMethod !== "cod" ? { holdEndsAt: holdEndsAt(order), holdMinutes: unpaidHoldMinutes() } : undefined;
  const { locale, addressProven } = await messageReader(order.BuyerEmail);
  if (await mayEmail(order, event, addressProven)) await queueEmail(key, buyerEmail(order, event, hold, locale));
  const text = buyerSms(order, event, hold, locale);
  if (text && (await mayText(order, event))) await queueSms(key, order.BuyerPhone, text);
  const shop = env().SHOP_NOTIFY_EMAIL;
  if (event === "placed" && shop) await queueEmail(`${key}:shop`, shopNewOrderEmail(order, shop));
}

/**
 * An order nobody paid for can be placed and cancelled in a loop by an account signed up with
 * someone else's address, so its e-mails go to an address nobody proved only a few times an hour.
 */
async function mayEmail(order: Order, event: OrderEvent, addressProven: boolean): Promise<boolean> {
  const costsNothing = event === "placed" || (!order.paidAt && (event === "cancelled" || event === "expired"));
  if (!costsNothing || addressProven) return true;
  return hit(unpaidOrderMailsPerUnprovenAddress, order.BuyerEmail);
}

/**
 * A cash order's phone was confirmed by its buyer, and later steps follow a paid order; a new order
 * paid online is texted to a phone nobody confirmed, so only a few times an hour per number.
 */
async function mayText(order: Order, event: OrderEvent): Promise<boolean> {
  if (event !== "placed" || order.paymentMethod === "cod") return true;
  return hit(placedTextsPerUnconfirmedPhone, order.BuyerPhone);
}
