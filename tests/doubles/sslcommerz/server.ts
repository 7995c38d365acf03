import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { createRequestListener } from "../http";
import { mergeSettings } from "../settings";
import type { GatewayContext } from "./context";
import { controlRoutes } from "./controls";
import { completeByTranId, type CompletionOptions } from "./payments";
import { gatewayRoutes } from "./routes";
import { ALLOWED_SETTINGS, type DoubleSettings } from "./settings";
import { DoubleState, type ApiCall, type IpnDelivery, type Transaction } from "./store";
import { sessionViews, transactionViews, type SessionView } from "./views";

export type { PaymentMethodKey } from "./methods";
export type { CompletionOptions } from "./payments";
export type { DoubleSettings } from "./settings";
export { signNotice } from "./signing";
export type { ApiCall, IpnDelivery, Refund, Transaction, TransactionStatus } from "./store";
export type { SessionView } from "./views";

export interface SslcommerzDoubleOptions {
  storeId?: string;
  storePassword?: string;
  /** Taka per dollar for USD sessions; 122 unless told. */
  bdtPerUsd?: number;
}

/** A running double; inspectors return copies, so tests cannot reach into it. */
export interface SslcommerzDouble {
  /** `http://127.0.0.1:<port>`: the base URL in place of `https://sandbox.sslcommerz.com`. */
  url: string;
  storeId: string;
  storePassword: string;
  /** Merges an update into the settings (a wrong name or value throws) and returns them. */
  settings(update?: Partial<DoubleSettings>): DoubleSettings;
  /** Forgets sessions, transactions and IPNs, restores default settings and lets hanging requests go. */
  reset(): void;
  transactions(): Transaction[];
  sessions(): SessionView[];
  ipnDeliveries(): IpnDelivery[];
  /** Every call to the validation and merchant APIs (validation, refunds, queries), oldest first. */
  apiCalls(): ApiCall[];
  /**
   * What the Pay button does, without a browser: resolves to the fields the browser posts to
   * success_url. `{ ipn: false }` keeps this payment's IPN back, whatever the settings say.
   */
  payDirect(tranId: string, options?: CompletionOptions): Promise<Record<string, string>>;
  /** What the Fail button does: resolves to the fields posted to fail_url. */
  failDirect(tranId: string): Promise<Record<string, string>>;
  /** What the Cancel button does: resolves to the fields posted to cancel_url. */
  cancelDirect(tranId: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

// Fixed credentials: the shop's build may read them and outlive one double.
const DEFAULTS = { storeId: "motoforge_test", storePassword: "motoforge_test@ssl", bdtPerUsd: 122 };

/** Starts an offline SSLCommerz (API v4) stand-in: session, gateway page, IPN, validation, refunds, queries. */
export async function startSslcommerzDouble(options: SslcommerzDoubleOptions = {}): Promise<SslcommerzDouble> {
  const config = { ...DEFAULTS, ...options };
  if (!(config.bdtPerUsd > 0)) throw new Error(`bdtPerUsd must be a positive number, not ${config.bdtPerUsd}`);
  const state = new DoubleState();
  const context: GatewayContext = { state, ...config, url: "" };
  const server = createServer(
    createRequestListener("SSLCommerz", { ...gatewayRoutes(context), ...controlRoutes(context) }, state.hanging),
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  context.url = `http://${address}:${port}`;

  const fieldsOf = (tranId: string, outcome: "pay" | "fail" | "cancel", options?: CompletionOptions) =>
    completeByTranId(context, tranId, outcome, options).then((completion) => completion.fields);

  return {
    url: context.url,
    storeId: config.storeId,
    storePassword: config.storePassword,
    settings: (update = {}) => {
      state.settings = mergeSettings(ALLOWED_SETTINGS, state.settings, update);
      return { ...state.settings };
    },
    reset: () => state.reset(),
    transactions: () => transactionViews(state),
    sessions: () => sessionViews(state),
    ipnDeliveries: () => structuredClone(state.ipnDeliveries),
    apiCalls: () => structuredClone(state.apiCalls),
    payDirect: (tranId, options) => fieldsOf(tranId, "pay", options),
    failDirect: (tranId) => fieldsOf(tranId, "fail"),
    cancelDirect: (tranId) => fieldsOf(tranId, "cancel"),
    close: () =>
      new Promise<void>((resolve, reject) => {
        state.letGo();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
