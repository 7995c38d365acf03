import { randomBytes } from "node:crypto";

import { html, json, readJson, type DoubleRequest, type Handler } from "../http";
import { DOWN_PAGE, isMobileNumber, type SmsAccount } from "./store";

// Failures come back with HTTP 200 too; `status` and `status_code` tell.
const failed = (statusCode: number, message: string) =>
  json({ status: "FAILED", status_code: statusCode, error_message: message });

/** `/api/v3/send-sms`: a JSON body `{ api_token, sid, msisdn, sms, csms_id }`, one number per call. */
export function sslWirelessSend({ apiKey, senderId, state }: SmsAccount): Handler {
  return (request) => {
    if (state.settings.mode === "down") return html(DOWN_PAGE, 503);
    if (state.settings.mode === "fail") return failed(5000, "Internal error");

    const body = jsonObject(request);
    if (!body) return failed(4000, "Invalid request: send a JSON object");
    if (body.api_token !== apiKey || body.sid !== senderId) return failed(4001, "Unauthorized");
    const sms = typeof body.sms === "string" ? body.sms : "";
    if (!sms.trim()) return failed(4000, "Invalid request: sms is required");
    const csmsId = scalar(body.csms_id);
    if (!csmsId) return failed(4000, "Invalid request: csms_id is required");
    const msisdn = scalar(body.msisdn);
    if (!isMobileNumber(msisdn)) return failed(4005, "Invalid msisdn");
    if (state.csmsIds.has(csmsId)) return failed(4025, "Duplicate csms_id");

    state.csmsIds.add(csmsId);
    state.record("ssl-wireless", [msisdn], sms, senderId);
    return json({
      status: "SUCCESS",
      status_code: 200,
      error_message: "",
      smsinfo: [
        {
          sms_status: "SUCCESS",
          status_message: "Success",
          msisdn,
          // Anything outside ASCII (Bangla, say) goes as UCS-2, billed per 70 characters.
          sms_type: /^[\x00-\x7f]*$/.test(sms) ? "EN" : "UNICODE",
          sms_body: sms,
          csms_id: csmsId,
          reference_id: randomBytes(8).toString("hex"),
        },
      ],
    });
  };
}

function jsonObject(request: DoubleRequest): Record<string, unknown> | undefined {
  try {
    const body = readJson(request);
    return typeof body === "object" && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A string, or a number written as one: JSON clients send ids and numbers either way. */
const scalar = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");
