import "server-only";

import type { Order } from "@/lib/data/orders";
import type { Return } from "@/lib/data/returns";
import { userLocale } from "@/lib/data/users";
import { queueEmail, queueSms } from "@/lib/messages/outbox";
import { returnEmail, returnSms } from "@/lib/messages/return-messages";

/**
 * Tells the buyer a return moved, by e-mail and SMS through the outbox, in the language they
 * last used the shop in; keyed by the request and its step, so nothing is sent twice.
 */
export async function notifyReturn(order: Order, request: Return): Promise<void> {
  const key = `return:${request._id}:${request.status}`;
  const locale = await userLocale(order.BuyerEmail);
  await queueEmail(key, returnEmail(order, request, locale));
  await queueSms(key, order.BuyerPhone, returnSms(order, request, locale));
}
