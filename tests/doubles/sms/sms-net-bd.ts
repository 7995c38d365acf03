import { html, json, readForm, type DoubleRequest, type Handler } from "../http";
import { DOWN_PAGE, isMobileNumber, type SmsAccount } from "./store";

// sms.net.bd answers HTTP 200 whatever happened; only `error` (0 = accepted) tells.
const refusal = (error: number, msg: string) => json({ error, msg });

/** `/sendsms`: api_key, msg, to (comma-separated), optional sender_id; query string or form body. */
export function smsNetBdSend({ apiKey, senderId, state }: SmsAccount): Handler {
  return async (request) => {
    if (state.settings.mode === "down") return html(DOWN_PAGE, 503);
    if (state.settings.mode === "fail") return refusal(500, "Internal error");

    const params = await readParams(request);
    if (params.api_key !== apiKey) return refusal(405, "Authorization required");
    const text = params.msg ?? "";
    if (!text.trim()) return refusal(400, "Message is required");
    // Optional, but one the account has no approval for is refused.
    const sender = params.sender_id ?? "";
    if (sender && sender !== senderId) return refusal(413, "Invalid Sender ID");
    const numbers = (params.to ?? "")
      .split(",")
      .map((number) => number.trim())
      .filter(Boolean);
    // The whole request is refused for one bad number, so nothing half-sends unnoticed.
    if (numbers.length === 0 || !numbers.every(isMobileNumber)) return refusal(416, "Invalid number");

    state.record("sms.net.bd", numbers, text, sender);
    return json({ error: 0, msg: "Request successfully submitted", data: { request_id: state.nextRequestId() } });
  };
}

/** The query string merged with a form body (urlencoded or multipart, which PHP-style clients send), the body winning. */
async function readParams(request: DoubleRequest): Promise<Record<string, string>> {
  return { ...Object.fromEntries(request.url.searchParams), ...(await readForm(request)) };
}
