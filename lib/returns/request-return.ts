import "server-only";

import { ObjectId } from "mongodb";

import { apiMessage, conflict, invalid } from "@/lib/errors";
import { countImagesUploadedBy } from "@/lib/data/images";
import type { Order } from "@/lib/data/orders";
import { insertReturn, listOrderReturns, type Return } from "@/lib/data/returns";
import type { ReturnLineDocument } from "@/lib/db/collections";
import { env } from "@/lib/env";
import { lineTotal } from "@/lib/money";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { paidOnline } from "@/lib/orders/payment-methods";
import { notifyReturn } from "@/lib/returns/notify-return";
import {
  refundAmounts,
  refundsDelivery,
  requestedLinesProblem,
  returnableQuantities,
  returnWindowEndsAt,
  type RequestedLine,
} from "@/lib/returns/rules";
import type { ReturnRequestInput } from "@/lib/validations/returns";

/** When the order was delivered, or null while it is not. */
function deliveredAt(order: Pick<Order, "status" | "timeline">): Date | null {
  if (order.status !== "delivered") return null;
  const entry = order.timeline.findLast((step) => step.status === "delivered");
  return entry ? new Date(entry.at) : null;
}

/** Until when the buyer may ask to return parts of the order (RETURN_WINDOW_DAYS after delivery), or null. */
export function returnWindowEnd(order: Pick<Order, "status" | "timeline">): Date | null {
  const delivered = deliveredAt(order);
  return delivered ? returnWindowEndsAt(delivered, env().RETURN_WINDOW_DAYS) : null;
}

/** The requests that stand: one the shop rejected gives its parts (and any delivery charge) back. */
const keptRequests = (requests: readonly Return[]) => requests.filter((request) => request.status !== "rejected");

/** Units of each line the buyer may still ask to return. */
export const stillReturnable = (order: Pick<Order, "items">, requests: readonly Return[]) =>
  returnableQuantities(order.items, keptRequests(requests));

function assertInWindow(order: Order, now: Date): void {
  const number = formatOrderNumber(order.orderNumber);
  const end = returnWindowEnd(order);
  if (!end) throw conflict(apiMessage("returns.notDelivered", { number }));
  if (now > end) throw conflict(apiMessage("returns.windowClosed", { number, days: env().RETURN_WINDOW_DAYS }));
}

async function assertOwnPhotos(order: Order, photos: readonly string[]): Promise<void> {
  const unique = new Set(photos);
  if (unique.size !== photos.length || (await countImagesUploadedBy([...unique], order.BuyerEmail)) !== unique.size)
    throw invalid(apiMessage("request.checkFields"), { photos: apiMessage("returns.photoNotYours") });
}

function assertReturnable(returnable: readonly number[], lines: readonly RequestedLine[]): void {
  const found = requestedLinesProblem(returnable, lines);
  if (!found) return;
  const fields = { [`lines.${found.index}`]: apiMessage("returns.line", { problem: found.problem }) };
  if (found.problem === "alreadyReturned") throw conflict(apiMessage("returns.alreadyReturned"), fields);
  throw invalid(apiMessage("request.checkFields"), fields);
}

/** The order's lines as sold, with the quantities coming back: what the request keeps (and a credit note reads). */
function returnedLines(order: Order, lines: readonly RequestedLine[]): ReturnLineDocument[] {
  return lines.map(({ line, quantity }) => {
    const { toolId, toolName, unitPrice, unitPriceBdt } = order.items[line]!;
    return {
      line,
      ...(toolId && { toolId: ObjectId.createFromHexString(toolId) }),
      toolName,
      quantity,
      unitPrice,
      price: lineTotal(unitPrice, quantity),
      unitPriceBdt,
      priceBdt: unitPriceBdt * quantity,
    };
  });
}

/**
 * "Return or report a problem": the buyer asks to return lines of their delivered order within
 * the window. What it refunds is fixed now, the delivery charge included when it brings back
 * the rest of the order. A cash order says where its money goes; one paid online gets it back
 * where it came from. Two requests made at once from the same reading cannot both be kept.
 */
export async function requestReturn(order: Order, input: ReturnRequestInput, now = new Date()): Promise<Return> {
  assertInWindow(order, now);
  const cash = !paidOnline(order.paymentMethod);
  if (cash && !input.refundTo)
    throw invalid(apiMessage("request.checkFields"), { refundTo: apiMessage("returns.refundToRequired") });
  await assertOwnPhotos(order, input.photos);
  const earlier = await listOrderReturns(order._id);
  const returnable = stillReturnable(order, earlier);
  assertReturnable(returnable, input.lines);
  const amounts = refundAmounts(order, input.lines, refundsDelivery(returnable, input.lines, keptRequests(earlier)));
  const request = await insertReturn({
    orderId: order._id,
    orderNumber: order.orderNumber,
    sequence: earlier.length,
    buyerEmail: order.BuyerEmail,
    paymentMethod: order.paymentMethod,
    lines: returnedLines(order, input.lines),
    reason: input.reason,
    description: input.description,
    photos: input.photos,
    ...(cash && input.refundTo && { refundTo: input.refundTo }),
    refundBdt: amounts.bdt,
    refund: amounts.cents / 100,
    includesDelivery: amounts.includesDelivery,
  });
  if (!request) throw conflict(apiMessage("returns.changedMeanwhile"));
  await notifyReturn(order, request);
  return request;
}
