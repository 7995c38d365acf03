import "server-only";

import { env } from "@/lib/env";
import { sendWithSmsNetBd } from "@/lib/messages/sms/sms-net-bd";
import { sendWithSslWireless } from "@/lib/messages/sms/ssl-wireless";

/** One text to one Bangladeshi mobile, given as 8801XXXXXXXXX; `id` is unique per message, for providers that deduplicate. */
export type SmsRequest = { to: string; text: string; id: string };
export type SmsConfig = { apiKey: string; senderId: string | undefined; baseUrl: string };
export type SendSms = (config: SmsConfig, sms: SmsRequest) => Promise<void>;

const PROVIDERS = {
  "sms.net.bd": { send: sendWithSmsNetBd, baseUrl: "https://api.sms.net.bd" },
  "ssl-wireless": { send: sendWithSslWireless, baseUrl: "https://smsplus.sslwireless.com" },
} as const;

/** The configured provider, or null: without SMS settings nothing is queued and nothing fails. */
export function smsSender(): ((sms: SmsRequest) => Promise<void>) | null {
  const { SMS_PROVIDER, SMS_API_KEY, SMS_SENDER_ID, SMS_BASE_URL } = env();
  if (!SMS_PROVIDER || !SMS_API_KEY) return null;
  const provider = PROVIDERS[SMS_PROVIDER];
  const config = {
    apiKey: SMS_API_KEY,
    senderId: SMS_SENDER_ID,
    baseUrl: (SMS_BASE_URL ?? provider.baseUrl).replace(/\/+$/, ""),
  };
  return (sms) => provider.send(config, sms);
}

/** 01XXXXXXXXX (as the shop stores it) to 8801XXXXXXXXX (as the providers take it). */
export const internationalMobile = (mobile: string) => `88${mobile}`;

/** Every provider call gives up after this long: the outbox tries again later. */
export const SMS_TIMEOUT_MS = 15_000;
