import type { ServerResponse } from "node:http";

import { DEFAULT_SETTINGS, type DoubleSettings } from "./settings";

/** Steadfast's delivery statuses (its API documentation's list). */
export const DELIVERY_STATUSES = [
  "pending",
  "delivered_approval_pending",
  "partial_delivered_approval_pending",
  "cancelled_approval_pending",
  "unknown_approval_pending",
  "delivered",
  "partial_delivered",
  "cancelled",
  "hold",
  "in_review",
  "unknown",
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export type Consignment = {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  note: string | null;
  status: DeliveryStatus;
  created_at: string;
  updated_at: string;
};

/** A call to the merchant API, as the shop made it. */
export type ApiCall = { method: string; path: string; body?: unknown };

/** A webhook notice the double sent, and the shop's answer. */
export type WebhookDelivery = { notice: Record<string, unknown>; status: number };

export class DoubleState {
  settings: DoubleSettings = { ...DEFAULT_SETTINGS };
  /** create_order's behaviour for one invoice only, so tests running side by side do not disturb each other. */
  invoiceModes = new Map<string, DoubleSettings["createOrder"]>();
  consignments = new Map<string, Consignment>();
  calls: ApiCall[] = [];
  webhooks: WebhookDelivery[] = [];
  /** Where notices go, and the Bearer token they carry. */
  webhook: { url: string; token: string } | null = null;
  readonly hanging = new Set<ServerResponse>();
  private nextId = 1_424_107;

  newConsignmentId(): number {
    return this.nextId++;
  }

  byId(id: number): Consignment | undefined {
    for (const consignment of this.consignments.values()) if (consignment.consignment_id === id) return consignment;
    return undefined;
  }

  createOrderCalls(): number {
    return this.calls.filter((call) => call.path.endsWith("/create_order")).length;
  }

  /** Forgets parcels, calls and notices, restores the settings and lets hanging requests go (the webhook stays). */
  reset(): void {
    this.settings = { ...DEFAULT_SETTINGS };
    this.consignments.clear();
    this.invoiceModes.clear();
    this.calls = [];
    this.webhooks = [];
    this.letGo();
  }

  letGo(): void {
    for (const response of this.hanging) response.destroy();
    this.hanging.clear();
  }
}

/** Steadfast's timestamps: Dhaka time, no zone ("2025-03-02 12:45:30"). */
export function dhakaTime(at = new Date()): string {
  return new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");
}
