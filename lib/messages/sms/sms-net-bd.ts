import "server-only";

import { SMS_TIMEOUT_MS, type SendSms } from "@/lib/messages/sms/sms-api";

/**
 * sms.net.bd: `POST {base}/sendsms`, form-encoded `api_key`, `msg`, `to` and an optional
 * approved `sender_id`. It answers 200 even when it refuses, with `error` other than 0.
 */
export const sendWithSmsNetBd: SendSms = async (config, sms) => {
  const body = new URLSearchParams({
    api_key: config.apiKey,
    msg: sms.text,
    to: sms.to,
    ...(config.senderId && { sender_id: config.senderId }),
  });
  const response = await fetch(`${config.baseUrl}/sendsms`, {
    method: "POST",
    body,
    signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => null)) as { error?: number; msg?: string } | null;
  if (!response.ok || answer?.error !== 0)
    throw new Error(
      `sms.net.bd refused the SMS (HTTP ${response.status}, ${answer?.error ?? "?"}: ${answer?.msg ?? "no answer"})`,
    );
};
