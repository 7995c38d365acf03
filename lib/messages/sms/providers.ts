import "server-only";

import { env } from "@/lib/env";
import type { SmsRequest } from "@/lib/messages/sms/sms-api";
import { sendWithSmsNetBd } from "@/lib/messages/sms/sms-net-bd";
import { sendWithSslWireless } from "@/lib/messages/sms/ssl-wireless";

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
