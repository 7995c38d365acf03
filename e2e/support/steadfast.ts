import { randomUUID } from "node:crypto";

import type { APIRequestContext } from "@playwright/test";

import type { ApiCall, Consignment, DeliveryStatus, DoubleSettings } from "../../tests/doubles/steadfast/server";
import { e2eConfig } from "./env";
import { insertTool } from "./db";
import { delivery, type OrderJson } from "./orders";
import { confirmedPhoneOf, confirmPhone } from "./phones";

/** The Steadfast double the shop at E2E_BASE_URL books with (its controls are HTTP: tests run in other processes). */
function doubleUrl(): string {
  const url = process.env.E2E_STEADFAST_URL;
  if (!url) throw new Error("E2E_STEADFAST_URL is set by the global setup");
  return url;
}

async function control<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${doubleUrl()}/__double/${path}`, {
    method: body === undefined ? "GET" : "POST",
    ...(body !== undefined && { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`Steadfast double ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export type BookedOrder = OrderJson & {
  consignmentId?: string;
  trackingCode?: string;
  courier?: string;
  trackingNumber?: string;
  courierStatus?: string;
  collectedBdt?: number;
  totalBdt: number;
  district?: string;
};

export const invoiceOf = (order: { orderNumber: number }) => `MF-${order.orderNumber}`;

/** The parcel Steadfast has under the order's invoice, if any. */
export async function parcelOf(order: { orderNumber: number }): Promise<Consignment | undefined> {
  return (await control<Consignment[]>("consignments")).find((parcel) => parcel.invoice === invoiceOf(order));
}

/** How often create_order was asked for this order's invoice. */
export async function createOrderCallsFor(order: { orderNumber: number }): Promise<number> {
  const { calls } = await control<{ calls: ApiCall[] }>("calls");
  const invoice = invoiceOf(order);
  return calls.filter(
    (call) =>
      call.path.endsWith("/create_order") && (call.body as { invoice?: string } | undefined)?.invoice === invoice,
  ).length;
}

/** create_order's behaviour for this order's invoice alone. */
export const setInvoiceMode = (order: { orderNumber: number }, mode: DoubleSettings["createOrder"]) =>
  control("invoice-mode", { invoice: invoiceOf(order), mode });

/** Moves the parcel on at Steadfast; `notify: false` loses its webhook. Resolves to the shop's answer to it. */
export const changeParcelStatus = (
  order: { orderNumber: number },
  status: DeliveryStatus,
  options: { notify?: boolean; codAmount?: number; trackingMessage?: string } = {},
) =>
  control<{ consignment: Consignment; webhookStatus: number | null }>("status", {
    invoice: invoiceOf(order),
    status,
    ...options,
  });

export const sendTrackingUpdate = (order: { orderNumber: number }, message: string) =>
  control<{ webhookStatus: number }>("tracking", { invoice: invoiceOf(order), message });

/** Every notice the double has sent, oldest first, with the shop's answer. */
export const sentNotices = () => control<{ notice: Record<string, unknown>; status: number }[]>("webhooks");

/** Posts a notice to the shop's webhook as Steadfast would, with the right token unless told otherwise. */
export function postNotice(
  request: APIRequestContext,
  notice: unknown,
  authorization: string | null = `Bearer ${e2eConfig.steadfastWebhookToken}`,
) {
  return request.post("/api/webhooks/steadfast", {
    data: notice,
    headers: authorization === null ? {} : { authorization },
  });
}

/**
 * A cash order of a tool of its own, placed by a new buyer through `buyer` (signed in): the
 * recipient's name and phone can be chosen, so tracking tests can check what is shown. The
 * phone is confirmed on the buyer's account first, as cash on delivery requires.
 */
export async function cashOrder(
  buyer: APIRequestContext,
  recipient: { BuyerName?: string; BuyerPhone?: string } = {},
): Promise<{ orderId: string; orderNumber: number; toolId: string }> {
  const toolId = await insertTool({
    name: `Courier Part ${randomUUID()}`,
    orderQuantity: 1,
    availableQuantity: 30,
    price: 9.5,
  });
  const BuyerPhone = recipient.BuyerPhone
    ? await confirmPhone(buyer, recipient.BuyerPhone)
    : await confirmedPhoneOf(buyer);
  const response = await buyer.post("/api/order", {
    data: { ...delivery, toolId, quantity: 2, paymentMethod: "cod", ...recipient, BuyerPhone },
  });
  if (response.status() !== 201) throw new Error(`order failed: ${response.status()} ${await response.text()}`);
  const { insertedId, orderNumber } = (await response.json()) as { insertedId: string; orderNumber: number };
  return { orderId: insertedId, orderNumber, toolId };
}
