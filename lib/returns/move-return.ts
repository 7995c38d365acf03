import "server-only";

import { apiMessage, conflict, notFound } from "@/lib/errors";
import { getOrder, type Order } from "@/lib/data/orders";
import { getReturn, moveReturn, type Return } from "@/lib/data/returns";
import { returnStockOfLines } from "@/lib/data/tools";
import { notifyReturn } from "@/lib/returns/notify-return";
import { refundReturn } from "@/lib/returns/refund-return";
import { canMoveReturn, type ReturnStatus } from "@/lib/returns/rules";
import type { ReturnUpdate } from "@/lib/validations/returns";

const RETURN_NOT_FOUND = apiMessage("returns.notFound");

const refusal = (status: ReturnStatus, to: ReturnStatus) => conflict(apiMessage("returns.cannotMove", { status, to }));

/** Received parts go back on sale, unless the shop marked them damaged (restock: false). */
async function restock(request: Return): Promise<void> {
  await returnStockOfLines(request.lines.flatMap(({ toolId, quantity }) => (toolId ? [{ toolId, quantity }] : [])));
}

function takeStep(order: Order, request: Return, update: ReturnUpdate): Promise<Return | null> {
  switch (update.status) {
    case "approved":
    case "rejected":
      return moveReturn(request._id, "requested", update.status, { note: update.note });
    case "received":
      return moveReturn(request._id, "approved", "received", { restocked: update.restock });
    case "refunded":
      return refundReturn(order, request, update);
  }
}

/**
 * The shop moves a return request one step on (lib/returns/rules.ts): out of order, or after
 * someone else moved it, 409 naming where it is. Each step is told to the buyer; received
 * parts go back in stock by the one move that made them received.
 */
export async function moveReturnRequest(id: string, update: ReturnUpdate): Promise<Return> {
  const request = await getReturn(id);
  if (!request) throw notFound(RETURN_NOT_FOUND);
  if (!canMoveReturn(request.status, update.status)) throw refusal(request.status, update.status);
  const order = await getOrder(request.orderId);
  if (!order) throw notFound(RETURN_NOT_FOUND);
  const moved = await takeStep(order, request, update);
  if (!moved) {
    const now = await getReturn(id);
    throw refusal(now?.status ?? request.status, update.status);
  }
  if (moved.status === "received" && moved.restocked) await restock(moved);
  await notifyReturn(order, moved);
  return moved;
}
