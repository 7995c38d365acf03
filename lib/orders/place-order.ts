import "server-only";

import { apiMessage, conflict, invalid, notFound } from "@/lib/errors";
import { insertOrder, type Order } from "@/lib/data/orders";
import { getToolsByIds, returnStockOfLines, takeStockOfLines, type StockLine, type Tool } from "@/lib/data/tools";
import { saveDeliveryAddress, setUserLocale } from "@/lib/data/users";
import { phoneRecord } from "@/lib/data/phone-records";
import type { Locale } from "@/lib/i18n/locales";
import { deliveryRates } from "@/lib/delivery/rates";
import { itemsAmounts, lineAmounts, orderAmounts } from "@/lib/orders/amounts";
import { invoiceDue } from "@/lib/invoices/invoice-due";
import { issueOrderDocuments } from "@/lib/invoices/issue";
import { notifyOrder } from "@/lib/orders/notify";
import { codStartStatus } from "@/lib/orders/phone-record";
import { sslcommerzCredentials } from "@/lib/payments/sslcommerz/client";
import { assertRoomForUnpaidOrder, keepWithinUnpaidCap } from "@/lib/orders/unpaid-cap";
import { assertCodPhoneConfirmed } from "@/lib/phone-confirmation/cod-check";
import {
  quantityProblem,
  quantityProblemMessage,
  type OrderDetails,
  type OrderInput,
  type QuantityProblem,
} from "@/lib/validations/order";

/** The signed-in caller, and the language they ordered in (null: unknown, their last one is kept). */
export type Buyer = { email: string; name: string; locale?: Locale | null };

const TOOL_NOT_FOUND = apiMessage("orders.toolNotFound");

/** How a line that cannot be ordered is refused: the one-part form names its quantity field, a cart the part. */
type Refusal = (tool: Tool, problem: QuantityProblem) => never;

/** The spec's order form: one part, the quantity's problem on its field. */
export async function placeOrder(input: OrderInput, buyer: Buyer): Promise<Order> {
  const { toolId, quantity, ...details } = input;
  return placeLines([{ toolId, quantity }], details, buyer, (tool, problem) => {
    // The schema's validation key: the answer renders it in the caller's language.
    const message = quantityProblemMessage(tool, problem);
    throw conflict(message, { quantity: message });
  });
}

const CART_LINE_REFUSALS = {
  outOfStock: "cart.lineOutOfStock",
  minimumOrder: "cart.lineBelowMinimum",
  onlyAvailable: "cart.lineOnlyAvailable",
} as const;

/** A cart's line that cannot be ordered as it is: the 409 names the part. */
export const refuseCartLine: Refusal = (tool, problem) => {
  const count = problem === "minimumOrder" ? tool.orderQuantity : tool.availableQuantity;
  throw conflict(apiMessage(CART_LINE_REFUSALS[problem], { name: tool.name, count }));
};

/**
 * Places one order of several lines: each line's price is its tool's current price times its
 * quantity, one delivery charge follows from the items' value and the district, and all the
 * amounts are fixed in taka at today's rate. Every line's stock is taken, all or nothing, in
 * atomic updates that check it. An order paid online waits unpaid for its payment; a cash-on-
 * delivery order, for a phone its buyer confirmed by SMS, is confirmed at once and paid at the
 * door, unless that phone's parcels keep being refused (lib/orders/phone-record.ts): then it
 * waits for the shop's call.
 */
export async function placeLines(
  lines: readonly StockLine[],
  details: OrderDetails,
  buyer: Buyer,
  refuse: Refusal,
): Promise<Order> {
  // Card orders are taken before Stripe is set up (the payment page says so); a wallet order
  // would only hold stock until it expired, as the form never offers it then.
  if (details.paymentMethod === "sslcommerz" && !sslcommerzCredentials())
    throw invalid(apiMessage("payments.walletsNotConfigured"), {
      paymentMethod: apiMessage("payments.walletsNotConfigured"),
    });
  if (details.paymentMethod === "cod") await assertCodPhoneConfirmed(buyer.email, details.BuyerPhone);
  // Read before any stock is held: a cash order starts confirmed, or waits for a call when its
  // phone's parcels keep being refused (lib/orders/phone-record.ts).
  const status = details.paymentMethod === "cod" ? codStartStatus(await phoneRecord(details.BuyerPhone)) : "unpaid";
  if (status === "unpaid") await assertRoomForUnpaidOrder(buyer.email);
  const tools = await getToolsByIds(lines.map((line) => line.toolId));
  assertOrderable(lines, tools, refuse);

  const failed = await takeStockOfLines(lines);
  if (failed) {
    // Someone else bought the stock between our read and our update: answer with what is left now.
    assertOrderable(lines, await getToolsByIds([failed.toolId]), refuse, failed);
    throw conflict(apiMessage("orders.stockChanged"));
  }

  // Priced as read just before the stock was taken: a price changed in between is the next order's.
  const rates = deliveryRates();
  const items = lines.map((line) => {
    const tool = tools.get(line.toolId)!;
    return { toolId: line.toolId, toolName: tool.name, ...lineAmounts(tool.price, line.quantity, rates.bdtPerUsd) };
  });
  const delivery = {
    BuyerName: details.BuyerName ?? buyer.name,
    BuyerPhone: details.BuyerPhone,
    district: details.district,
    area: details.area,
    address: details.address,
  };
  let order: Order;
  try {
    order = await insertOrder({
      items,
      BuyerEmail: buyer.email,
      ...delivery,
      ...orderAmounts(itemsAmounts(items), details.district, rates),
      paymentMethod: details.paymentMethod,
      status,
    });
  } catch (error) {
    await returnStockOfLines(lines);
    throw error;
  }
  if (status === "unpaid") await keepWithinUnpaidCap(order, () => returnStockOfLines(lines));
  if (details.saveToProfile) await saveDeliveryAddress(buyer.email, delivery);
  // The language of the page the order was placed from: this and later messages are in it.
  if (buyer.locale) await setUserLocale(buyer.email, buyer.locale);
  // A cash order confirmed at once is sold: its invoice is issued now (others once paid or confirmed).
  if (invoiceDue(order)) await issueOrderDocuments(order);
  await notifyOrder(order, "placed");
  return order;
}

/** Refuses the first of `lines` (or `only` that one) whose tool is gone or cannot give its quantity. */
function assertOrderable(
  lines: readonly StockLine[],
  tools: Map<string, Tool>,
  refuse: Refusal,
  only?: StockLine,
): void {
  for (const line of only ? [only] : lines) {
    const tool = tools.get(line.toolId);
    if (!tool) throw notFound(TOOL_NOT_FOUND);
    const problem = quantityProblem(tool, line.quantity);
    if (problem) refuse(tool, problem);
  }
}
