import "server-only";

import { conflict, invalid, notFound } from "@/lib/errors";
import { insertOrder, type Order } from "@/lib/data/orders";
import { getTool, returnStock, takeStock, type Tool } from "@/lib/data/tools";
import { saveDeliveryAddress } from "@/lib/data/users";
import { quoteDelivery } from "@/lib/delivery/charge";
import { deliveryRates } from "@/lib/delivery/rates";
import { validationMessage } from "@/lib/i18n/validation";
import { lineTotal } from "@/lib/money";
import { notifyOrder } from "@/lib/orders/notify";
import { sslcommerzCredentials, WALLETS_NOT_CONFIGURED } from "@/lib/payments/sslcommerz/client";
import { orderSchemaFor, type OrderInput } from "@/lib/validations/order";

export type Buyer = { email: string; name: string };

const TOOL_NOT_FOUND = "This tool does not exist.";

/**
 * Places an order: the price is the tool's current price times the quantity, the delivery
 * charge follows from it and the district, and the stock is taken in the same atomic update
 * that checks it. An order paid online waits unpaid for its payment; a cash-on-delivery order
 * is confirmed at once and paid at the door.
 */
export async function placeOrder(input: OrderInput, buyer: Buyer): Promise<Order> {
  // Card orders are taken before Stripe is set up (the payment page says so); a wallet order
  // would only hold stock until it expired, as the form never offers it then.
  if (input.paymentMethod === "sslcommerz" && !sslcommerzCredentials())
    throw invalid(WALLETS_NOT_CONFIGURED, { paymentMethod: WALLETS_NOT_CONFIGURED });
  const tool = await getTool(input.toolId);
  if (!tool) throw notFound(TOOL_NOT_FOUND);
  assertOrderable(tool, input);

  const taken = await takeStock(input.toolId, input.quantity);
  if (!taken) {
    // Someone else bought the stock between our read and our update: answer with what is left now.
    const now = await getTool(input.toolId);
    if (!now) throw notFound(TOOL_NOT_FOUND);
    assertOrderable(now, input);
    throw conflict("The stock changed while you were ordering. Please try again.");
  }

  const delivery = {
    BuyerName: input.BuyerName ?? buyer.name,
    BuyerPhone: input.BuyerPhone,
    district: input.district,
    area: input.area,
    address: input.address,
  };
  const price = lineTotal(taken.price, input.quantity);
  const { charge, total } = quoteDelivery(deliveryRates(), input.district, price);
  let order: Order;
  try {
    order = await insertOrder({
      toolId: input.toolId,
      toolName: taken.name,
      BuyerEmail: buyer.email,
      ...delivery,
      quantity: input.quantity,
      unitPrice: taken.price,
      price,
      deliveryCharge: charge,
      total,
      paymentMethod: input.paymentMethod,
      status: input.paymentMethod === "cod" ? "confirmed" : "unpaid",
    });
  } catch (error) {
    await returnStock(input.toolId, input.quantity);
    throw error;
  }
  if (input.saveToProfile) await saveDeliveryAddress(buyer.email, delivery);
  await notifyOrder(order, "placed");
  return order;
}

function assertOrderable(tool: Pick<Tool, "orderQuantity" | "availableQuantity">, input: OrderInput) {
  const result = orderSchemaFor(tool).safeParse(input);
  if (result.success) return;
  const issue = result.error.issues[0]?.message;
  const message = issue ? validationMessage(issue, "en") : "This quantity cannot be ordered.";
  throw conflict(message, { quantity: message });
}
