import "server-only";

import { ObjectId } from "mongodb";

import { fitVerdict, type BikeChoice } from "@/lib/bikes/fitment";
import { changeCartLines, getCartLines, takeCart, type CartKey } from "@/lib/data/carts";
import { getTool, getToolsByIds, type Tool } from "@/lib/data/tools";
import type { CartLineDocument } from "@/lib/db/collections";
import { deliveryRates } from "@/lib/delivery/rates";
import { apiMessage, invalid, notFound } from "@/lib/errors";
import { itemsAmounts, lineAmounts } from "@/lib/orders/amounts";
import { toCents } from "@/lib/money";
import { MAX_CART_LINES, type CartLineInput } from "@/lib/validations/cart";
import { quantityProblem, quantityProblemMessage } from "@/lib/validations/order";
import type { CartItem, CartLineProblem, CartView } from "@/lib/cart/view";

/**
 * The cart's rules: what a line may hold, how a visitor's cart joins an account's, and how a
 * cart reads against the catalogue as it is now. Who owns a cart is lib/cart/owner.ts's
 * business; ordering it, lib/orders/place-cart-order.ts's.
 */

/** Why a line cannot be ordered at all now: its part is gone or has less than its minimum order. */
export function lineProblem(tool: Tool | undefined): CartLineProblem | null {
  if (!tool) return "deleted";
  return tool.availableQuantity < tool.orderQuantity ? "outOfStock" : null;
}

function cartItem(
  line: CartLineDocument,
  tool: Tool | undefined,
  bdtPerUsd: number,
  bike: BikeChoice | null,
): CartItem {
  const problem = lineProblem(tool);
  const unitPrice = tool?.price ?? line.unitPrice;
  const amounts = lineAmounts(unitPrice, line.quantity, bdtPerUsd);
  const priceChanged = Boolean(tool) && toCents(tool!.price) !== toCents(line.unitPrice);
  const verdict = tool && bike ? fitVerdict(tool, bike).kind : null;
  return {
    toolId: line.toolId.toHexString(),
    name: tool?.name ?? line.name,
    image: tool?.image ?? line.image,
    unitPrice,
    quantity: line.quantity,
    lineTotal: problem ? 0 : amounts.price,
    orderQuantity: tool?.orderQuantity ?? 0,
    availableQuantity: tool?.availableQuantity ?? 0,
    priceChanged,
    ...(priceChanged && { previousUnitPrice: line.unitPrice }),
    ...(problem && { unavailable: problem }),
    unitPriceBdt: amounts.unitPriceBdt,
    lineTotalBdt: problem ? 0 : amounts.priceBdt,
    fitsBike: verdict === null || verdict === "unlisted" ? null : verdict === "fits" || verdict === "universal",
  };
}

/** The cart as it reads now: each line at its part's current price and stock, and the orderable lines' totals. */
export async function viewCart(key: CartKey | null, bike: BikeChoice | null = null): Promise<CartView> {
  const lines = key ? await getCartLines(key) : [];
  const tools = await getToolsByIds(lines.map((line) => line.toolId.toHexString()));
  const { bdtPerUsd } = deliveryRates();
  const items = lines.map((line) => cartItem(line, tools.get(line.toolId.toHexString()), bdtPerUsd, bike));
  const orderable = items.filter((item) => !item.unavailable);
  const totals = itemsAmounts(orderable.map((item) => ({ price: item.lineTotal, priceBdt: item.lineTotalBdt })));
  return {
    items,
    itemsTotal: totals.price,
    itemsTotalBdt: totals.priceBdt,
    count: orderable.reduce((sum, item) => sum + item.quantity, 0),
  };
}

const TOOL_NOT_FOUND = apiMessage("orders.toolNotFound");

/**
 * Sets how many of a part the cart holds (0 takes it out), at least the part's minimum order
 * and at most its stock, in a cart of at most MAX_CART_LINES parts. The line remembers the
 * price it was set at, so a later change of price is shown.
 */
export async function setCartLine(key: CartKey, { toolId, quantity }: CartLineInput, expiresAt?: Date): Promise<void> {
  await writeCartLine(key, toolId, () => quantity, expiresAt);
}

/**
 * Adds to what the cart already holds of a part ("Add to basket" pressed twice adds twice),
 * under the same rules. The sum is taken in the cart's versioned write, so two tabs adding at
 * once both count.
 */
export async function addToCartLine(
  key: CartKey,
  { toolId, quantity }: CartLineInput,
  expiresAt?: Date,
): Promise<void> {
  await writeCartLine(key, toolId, (held) => held + quantity, expiresAt);
}

async function writeCartLine(
  key: CartKey,
  toolId: string,
  quantityFor: (held: number) => number,
  expiresAt?: Date,
): Promise<void> {
  const removes = quantityFor(0) === 0;
  const tool = removes ? null : await getTool(toolId);
  if (!removes && !tool) throw notFound(TOOL_NOT_FOUND);
  await changeCartLines(
    key,
    (lines) => {
      const before = lines.find((line) => line.toolId.equals(toolId));
      const quantity = quantityFor(before?.quantity ?? 0);
      const rest = lines.filter((line) => line !== before);
      if (!tool || quantity === 0) return rest;
      const problem = quantityProblem(tool, quantity);
      if (problem) {
        const message = quantityProblemMessage(tool, problem);
        throw invalid(message, { quantity: message });
      }
      if (!before && lines.length >= MAX_CART_LINES)
        throw invalid(apiMessage("cart.tooManyLines", { max: MAX_CART_LINES }), {
          toolId: apiMessage("cart.tooManyLines", { max: MAX_CART_LINES }),
        });
      const line: CartLineDocument = {
        toolId: ObjectId.createFromHexString(toolId),
        quantity,
        unitPrice: tool.price,
        name: tool.name,
        image: tool.image,
        addedAt: before?.addedAt ?? new Date(),
      };
      return before ? lines.map((other) => (other === before ? line : other)) : [...lines, line];
    },
    expiresAt,
  );
}

export async function clearCart(key: CartKey): Promise<void> {
  await changeCartLines(key, () => []);
}

/** Takes the lines of these parts out of the cart: those just ordered, and parts that are gone. */
export async function removeCartLines(key: CartKey, toolIds: readonly string[]): Promise<void> {
  const gone = new Set(toolIds);
  await changeCartLines(key, (lines) => lines.filter((line) => !gone.has(line.toolId.toHexString())));
}

/**
 * A visitor's cart joins the account they sign in to, once: quantities of a part in both are
 * added, capped at its stock; parts that are gone are dropped; beyond MAX_CART_LINES parts the
 * visitor's last ones are left out. Prices stay as each cart last saw them, so a change shows.
 */
export async function joinCart(visitor: CartKey, account: CartKey): Promise<void> {
  const joining = await takeCart(visitor);
  if (joining.length === 0) return;
  const tools = await getToolsByIds(joining.map((line) => line.toolId.toHexString()));
  await changeCartLines(account, (lines) => {
    const joined = [...lines];
    for (const line of joining) {
      const tool = tools.get(line.toolId.toHexString());
      if (!tool) continue;
      const at = joined.findIndex((other) => other.toolId.equals(line.toolId));
      const quantity = (at === -1 ? 0 : joined[at]!.quantity) + line.quantity;
      // Capped at the stock; a part out of stock keeps its quantity and shows as such.
      const capped = tool.availableQuantity > 0 ? Math.min(quantity, tool.availableQuantity) : quantity;
      if (at !== -1) joined[at] = { ...joined[at]!, quantity: capped };
      else if (joined.length < MAX_CART_LINES) joined.push({ ...line, quantity: capped });
    }
    return joined;
  });
}
