import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { createRequestListener, json } from "../http";
import { mergeSettings } from "../settings";
import { controlRoutes } from "./controls";
import { API_PREFIX, merchantApi } from "./merchant-api";
import { ALLOWED_SETTINGS, type DoubleSettings } from "./settings";
import { DoubleState, type ApiCall, type Consignment, type WebhookDelivery } from "./store";
import { changeStatus, sendNotice, sendTrackingUpdate, type StatusChange } from "./webhook";

export type { DoubleSettings } from "./settings";
export type { ApiCall, Consignment, DeliveryStatus, WebhookDelivery } from "./store";
export type { StatusChange } from "./webhook";

export interface SteadfastDoubleOptions {
  apiKey?: string;
  secretKey?: string;
}

/** A running double; inspectors return copies, so tests cannot reach into it. */
export interface SteadfastDouble {
  /** `http://127.0.0.1:<port>/api/v1`: the base URL in place of `https://portal.packzy.com/api/v1`. */
  baseUrl: string;
  /** `http://127.0.0.1:<port>`, where `/__double/...` controls are. */
  url: string;
  apiKey: string;
  secretKey: string;
  settings(update?: Partial<DoubleSettings>): DoubleSettings;
  /** create_order's behaviour for one invoice alone, whatever the settings say. */
  invoiceMode(invoice: string, mode: DoubleSettings["createOrder"]): void;
  /** Forgets parcels, calls and notices, restores default settings, lets hanging requests go. */
  reset(): void;
  /** Where notices go, with the Bearer token Steadfast was given. */
  webhook(url: string, token: string): void;
  consignments(): Consignment[];
  calls(): ApiCall[];
  /** How many times create_order was called, refused or not. */
  createOrderCalls(): number;
  webhooks(): WebhookDelivery[];
  /** Moves a parcel on and (unless `notify: false`) sends its delivery_status notice. */
  changeStatus(
    invoice: string,
    change: StatusChange,
  ): Promise<{ consignment: Consignment; webhookStatus: number | null }>;
  trackingUpdate(invoice: string, message: string): Promise<number>;
  /** Sends any notice, as it is, to the webhook. */
  sendNotice(notice: Record<string, unknown>): Promise<number>;
  close(): Promise<void>;
}

// Fixed keys: the shop's build may read them and outlive one double.
const DEFAULTS = { apiKey: "motoforge-steadfast-key", secretKey: "motoforge-steadfast-secret" };

/** Starts an offline stand-in of Steadfast Courier's merchant API v1 and its webhooks. */
export async function startSteadfastDouble(options: SteadfastDoubleOptions = {}): Promise<SteadfastDouble> {
  const keys = { ...DEFAULTS, ...options };
  const state = new DoubleState();
  const server = createServer(
    createRequestListener(
      "Steadfast",
      controlRoutes(state),
      state.hanging,
      (request) =>
        merchantApi(request, state, keys) ?? json({ message: `No such endpoint: ${request.url.pathname}` }, 404),
    ),
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address}:${port}`;

  return {
    baseUrl: `${url}${API_PREFIX}`,
    url,
    ...keys,
    settings: (update = {}) => {
      state.settings = mergeSettings(ALLOWED_SETTINGS, state.settings, update);
      return { ...state.settings };
    },
    invoiceMode: (invoice, mode) => {
      state.invoiceModes.set(invoice, mode);
    },
    reset: () => state.reset(),
    webhook: (webhookUrl, token) => {
      state.webhook = { url: webhookUrl, token };
    },
    consignments: () => structuredClone([...state.consignments.values()]),
    calls: () => structuredClone(state.calls),
    createOrderCalls: () => state.createOrderCalls(),
    webhooks: () => structuredClone(state.webhooks),
    changeStatus: (invoice, change) => changeStatus(state, invoice, change),
    trackingUpdate: (invoice, message) => sendTrackingUpdate(state, invoice, message),
    sendNotice: (notice) => sendNotice(state, notice),
    close: () =>
      new Promise<void>((resolve, reject) => {
        state.letGo();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
