import "server-only";

import { SMS_TIMEOUT_MS, type SendSms } from "@/lib/messages/sms/sms-api";

/**
 * SSL Wireless SMS Plus: `POST {base}/api/v3/send-sms` with JSON `api_token`, `sid` (the
 * approved sender), `msisdn`, `sms` and `csms_id`, unique per message, which the provider
 * uses to refuse a duplicate: a retried send never reaches the rider twice.
 */
export const sendWithSslWireless: SendSms = async (config, sms) => {
  const response = await fetch(`${config.baseUrl}/api/v3/send-sms`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      api_token: config.apiKey,
      sid: config.senderId ?? "",
      msisdn: sms.to,
      sms: sms.text,
      csms_id: sms.id,
    }),
    signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => null)) as {
    status?: string;
    status_code?: number;
    error_message?: string;
  } | null;
  const duplicate = answer?.status_code === DUPLICATE_CSMS_ID;
  if (!duplicate && (!response.ok || answer?.status !== "SUCCESS"))
    throw new Error(
      `SSL Wireless refused the SMS (HTTP ${response.status}, ${answer?.status_code ?? "?"}: ${answer?.error_message || "no answer"})`,
    );
};

/** The provider already has this csms_id: an earlier attempt went through. */
const DUPLICATE_CSMS_ID = 4025;
