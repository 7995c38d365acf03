import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { createRequestListener } from "../http";
import { mergeSettings } from "../settings";
import { controlRoutes } from "./controls";
import { ALLOWED_SETTINGS, type SmsSettings } from "./settings";
import { smsNetBdSend } from "./sms-net-bd";
import { sslWirelessSend } from "./ssl-wireless";
import { SmsState, type SentSms, type SmsAccount } from "./store";

export type { SmsSettings } from "./settings";
export type { Provider, SentSms } from "./store";

export interface SmsDoubleOptions {
  /** sms.net.bd's api_key and SSL Wireless's api_token. */
  apiKey?: string;
  /** sms.net.bd's sender_id and SSL Wireless's sid. */
  senderId?: string;
}

/** A running double; inspectors return copies, so tests cannot reach into it. */
export interface SmsDouble {
  /** `http://127.0.0.1:<port>`: the base URL in place of `https://api.sms.net.bd` and `https://smsplus.sslwireless.com`. */
  url: string;
  apiKey: string;
  senderId: string;
  /** Every accepted SMS, one entry per number, oldest first. */
  messages(): SentSms[];
  /** Merges an update into the settings (a wrong name or value throws) and returns them. */
  settings(update?: Partial<SmsSettings>): SmsSettings;
  /** Forgets messages and csms_ids and restores the default settings. */
  reset(): void;
  close(): Promise<void>;
}

// Fixed credentials: the shop's build may read them and outlive one double.
const DEFAULTS = { apiKey: "sms-test-key", senderId: "MOTOFORGE" };

/** Starts an offline stand-in for the sms.net.bd and SSL Wireless SMS Plus send APIs, on one port. */
export async function startSmsDouble(options: SmsDoubleOptions = {}): Promise<SmsDouble> {
  const state = new SmsState();
  const account: SmsAccount = {
    apiKey: options.apiKey ?? DEFAULTS.apiKey,
    senderId: options.senderId ?? DEFAULTS.senderId,
    state,
  };
  const smsNetBd = smsNetBdSend(account);
  const server = createServer(
    createRequestListener("SMS", {
      "/sendsms": { GET: smsNetBd, POST: smsNetBd },
      "/api/v3/send-sms": { POST: sslWirelessSend(account) },
      ...controlRoutes(state),
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { address, port } = server.address() as AddressInfo;

  return {
    url: `http://${address}:${port}`,
    apiKey: account.apiKey,
    senderId: account.senderId,
    messages: () => structuredClone(state.messages),
    settings: (update = {}) => {
      state.settings = mergeSettings(ALLOWED_SETTINGS, state.settings, update);
      return { ...state.settings };
    },
    reset: () => state.reset(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
