import "server-only";

import { removeCartLines, lineProblem } from "@/lib/cart/cart";
import type { CartLineProblem } from "@/lib/cart/view";
import { getCartLines, type CartKey } from "@/lib/data/carts";
import type { Order } from "@/lib/data/orders";
import { getToolsByIds } from "@/lib/data/tools";
import { apiMessage, conflict, invalid } from "@/lib/errors";
import { toCents, lineTotal } from "@/lib/money";
import { placeLines, refuseCartLine, type Buyer } from "@/lib/orders/place-order";
import type { CartOrderInput } from "@/lib/validations/order";

/** A part of the cart that could not go into the order, and why; it stays in the cart when it may come back. */
export type LeftOut = { toolId: string; name: string; reason: CartLineProblem };

/**
 * Orders every line of a cart as one order (lib/orders/place-order.ts), at today's prices.
 * Parts deleted or out of stock are left out and said so; any other line that cannot be
 * ordered as it is (fewer left than it holds, a new minimum order) refuses the whole order,
 * naming the part, and nothing is taken. Buyers who were shown an items total that prices have
 * changed since are refused, to look again. The ordered lines leave the cart only once the
 * order is stored, and parts that are gone with them.
 */
export async function placeCartOrder(
  cart: CartKey,
  { fromCart: _fromCart, itemsTotal, ...details }: CartOrderInput,
  buyer: Buyer,
): Promise<{ order: Order; leftOut: LeftOut[] }> {
  const lines = await getCartLines(cart);
  if (lines.length === 0) throw invalid(apiMessage("cart.empty"));
  const tools = await getToolsByIds(lines.map((line) => line.toolId.toHexString()));

  const leftOut: LeftOut[] = [];
  const orderable = lines.flatMap((line) => {
    const toolId = line.toolId.toHexString();
    const tool = tools.get(toolId);
    const reason = lineProblem(tool);
    if (!reason) return [{ toolId, quantity: line.quantity, price: tool!.price }];
    leftOut.push({ toolId, name: tool?.name ?? line.name, reason });
    return [];
  });
  if (orderable.length === 0) throw conflict(apiMessage("cart.nothingOrderable"));
  if (itemsTotal !== undefined) {
    const now = orderable.reduce((cents, line) => cents + toCents(lineTotal(line.price, line.quantity)), 0);
    if (now !== toCents(itemsTotal)) throw conflict(apiMessage("cart.pricesChanged"));
  }

  const order = await placeLines(
    orderable.map(({ toolId, quantity }) => ({ toolId, quantity })),
    details,
    buyer,
    refuseCartLine,
  );
  const deleted = leftOut.filter((line) => line.reason === "deleted");
  await removeCartLines(
    cart,
    [...orderable, ...deleted].map((line) => line.toolId),
  );
  return { order, leftOut };
}
