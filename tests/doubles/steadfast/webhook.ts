import { dhakaTime, type Consignment, type DeliveryStatus, type DoubleState } from "./store";

/** What a status change tells the shop, besides the status itself. */
export type StatusChange = {
  status: DeliveryStatus;
  /** Send the webhook (true unless told): false is a notice lost on its way. */
  notify?: boolean;
  /** The cash collected; the parcel's COD amount unless told. */
  codAmount?: number;
  trackingMessage?: string;
};

/** Sends one notice to the shop's webhook with its Bearer token; resolves to the shop's HTTP status. */
export async function sendNotice(state: DoubleState, notice: Record<string, unknown>): Promise<number> {
  if (!state.webhook) throw new Error("The Steadfast double has no webhook URL: call webhook(url, token) first");
  const response = await fetch(state.webhook.url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${state.webhook.token}` },
    body: JSON.stringify(notice),
  });
  await response.body?.cancel();
  state.webhooks.push({ notice, status: response.status });
  return response.status;
}

/** Steadfast's delivery_status notice for a parcel as it is now. */
export function deliveryNotice(consignment: Consignment, change: StatusChange): Record<string, unknown> {
  return {
    notification_type: "delivery_status",
    consignment_id: consignment.consignment_id,
    invoice: consignment.invoice,
    cod_amount: change.codAmount ?? consignment.cod_amount,
    status: consignment.status,
    delivery_charge: 60,
    tracking_message: change.trackingMessage ?? `Consignment is ${consignment.status.replace(/_/g, " ")}.`,
    updated_at: consignment.updated_at,
  };
}

/** Moves a parcel on, as Steadfast's riders do, and tells the shop unless the notice is to be lost. */
export async function changeStatus(state: DoubleState, invoice: string, change: StatusChange) {
  const consignment = state.consignments.get(invoice);
  if (!consignment) throw new Error(`The Steadfast double has no parcel for invoice ${invoice}`);
  consignment.status = change.status;
  consignment.updated_at = dhakaTime();
  if (change.notify === false) return { consignment: { ...consignment }, webhookStatus: null };
  const webhookStatus = await sendNotice(state, deliveryNotice(consignment, change));
  return { consignment: { ...consignment }, webhookStatus };
}

/** A tracking_update notice: a message on the parcel's way. */
export async function sendTrackingUpdate(state: DoubleState, invoice: string, message: string) {
  const consignment = state.consignments.get(invoice);
  if (!consignment) throw new Error(`The Steadfast double has no parcel for invoice ${invoice}`);
  return sendNotice(state, {
    notification_type: "tracking_update",
    consignment_id: consignment.consignment_id,
    invoice,
    tracking_message: message,
    updated_at: dhakaTime(),
  });
}
