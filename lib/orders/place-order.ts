import "server-only";

import { apiMessage, conflict, invalid, notFound } from "@/lib/errors";
import { insertOrder, type Order } from "@/lib/data/orders";
import { getTool, returnStock, takeStock, type Tool } from "@/lib/data/tools";
import { saveDeliveryAddress, setUserLocale } from "@/lib/data/users";
import type { Locale } from "@/lib/i18n/locales";
import { quoteDelivery } from "@/lib/delivery/charge";
import { deliveryRates } from "@/lib/delivery/rates";
import { lineTotal } from "@/lib/money";
import { notifyOrder } from "@/lib/orders/notify";
import { sslcommerzCredentials } from "@/lib/payments/sslcommerz/client";
import { orderSchemaFor, type OrderInput } from "@/lib/validations/order";

/** The signed-in caller, and the language they ordered in (null: unknown, their last one is kept). */
export type Buyer = { email: string; name: string; locale?: Locale | null };

const TOOL_NOT_FOUND = apiMessage("orders.toolNotFound");

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
    throw invalid(apiMessage("payments.walletsNotConfigured"), {
      paymentMethod: apiMessage("payments.walletsNotConfigured"),
    });
  const tool = await getTool(input.toolId);
  if (!tool) throw notFound(TOOL_NOT_FOUND);
  assertOrderable(tool, input);

  const taken = await takeStock(input.toolId, input.quantity);
  if (!taken) {
    // Someone else bought the stock between our read and our update: answer with what is left now.
    const now = await getTool(input.toolId);
    if (!now) throw notFound(TOOL_NOT_FOUND);
    assertOrderable(now, input);
    throw conflict(apiMessage("orders.stockChanged"));
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
  // The language of the page the order was placed from: this and later messages are in it.
  if (buyer.locale) await setUserLocale(buyer.email, buyer.locale);
  await notifyOrder(order, "placed");
  return order;
}

function assertOrderable(tool: Pick<Tool, "orderQuantity" | "availableQuantity">, input: OrderInput) {
  const result = orderSchemaFor(tool).safeParse(input);
  if (result.success) return;
  // The schema's validation key: the answer renders it in the caller's language.
  const message = result.error.issues[0]?.message ?? apiMessage("orders.quantityNotOrderable");
  throw conflict(message, { quantity: message });
}
