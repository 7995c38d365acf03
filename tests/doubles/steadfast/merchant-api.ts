import { randomBytes } from "node:crypto";

import { HANG, json, readJson, type DoubleRequest, type Reply } from "../http";
import { dhakaTime, type Consignment, type DoubleState } from "./store";

/**
 * Steadfast's merchant API v1 as documented (portal.packzy.com/api/v1): create_order,
 * status_by_invoice/{invoice} and status_by_cid/{id}, each behind the Api-Key and Secret-Key
 * headers. Answers carry Steadfast's own `status` beside the HTTP one.
 */

export const API_PREFIX = "/api/v1";

type Keys = { apiKey: string; secretKey: string };

const header = (request: DoubleRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const refusal = (errors: Record<string, string[]>) =>
  json({ status: 400, message: Object.values(errors)[0]?.[0] ?? "Validation failed.", errors }, 422);

/** The create_order body's problems, in Steadfast's words; empty when it would book. */
function problems(body: Record<string, unknown>, state: DoubleState): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const text = (name: string, max: number) => {
    const value = body[name];
    if (typeof value !== "string" || !value.trim()) errors[name] = [`The ${name.replace("_", " ")} field is required.`];
    else if (value.length > max)
      errors[name] = [`The ${name.replace("_", " ")} may not be greater than ${max} characters.`];
  };
  text("invoice", 100);
  text("recipient_name", 100);
  text("recipient_address", 250);
  if (typeof body.invoice === "string" && !/^[A-Za-z0-9_-]+$/.test(body.invoice))
    errors.invoice = ["The invoice may only contain letters, numbers, dashes and underscores."];
  else if (typeof body.invoice === "string" && state.consignments.has(body.invoice))
    errors.invoice = ["The invoice has already been taken."];
  if (typeof body.recipient_phone !== "string" || !/^\d{11}$/.test(body.recipient_phone))
    errors.recipient_phone = ["The recipient phone must be 11 digits."];
  const cod = typeof body.cod_amount === "string" ? Number(body.cod_amount) : body.cod_amount;
  if (typeof cod !== "number" || !Number.isFinite(cod) || cod < 0)
    errors.cod_amount = ["The cod amount must be a number of at least 0."];
  return errors;
}

function book(body: Record<string, unknown>, state: DoubleState): Consignment {
  const now = dhakaTime();
  const consignment: Consignment = {
    consignment_id: state.newConsignmentId(),
    invoice: String(body.invoice),
    tracking_code: randomBytes(4).toString("hex").toUpperCase(),
    recipient_name: String(body.recipient_name),
    recipient_phone: String(body.recipient_phone),
    recipient_address: String(body.recipient_address),
    cod_amount: Number(body.cod_amount),
    note: typeof body.note === "string" ? body.note : null,
    status: "in_review",
    created_at: now,
    updated_at: now,
  };
  state.consignments.set(consignment.invoice, consignment);
  return consignment;
}

function createOrder(request: DoubleRequest, state: DoubleState): Reply {
  let body: unknown;
  try {
    body = readJson(request);
  } catch {
    return json({ status: 400, message: "The body is not JSON." }, 400);
  }
  const fields =
    typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  state.calls.push({ method: "POST", path: `${API_PREFIX}/create_order`, body: fields });
  const mode = state.invoiceModes.get(String(fields.invoice)) ?? state.settings.createOrder;
  if (mode === "hang") return HANG;
  if (mode === "fail") return json({ message: "Server Error" }, 500);
  if (mode === "refuse") return json({ status: 400, message: "Merchant account is on hold." });
  const errors = problems(fields, state);
  if (Object.keys(errors).length) return refusal(errors);
  const consignment = book(fields, state);
  if (mode === "lose-answer") return json({ message: "Gateway Timeout" }, 504);
  return json({ status: 200, message: "Consignment has been created successfully.", consignment });
}

function status(consignment: Consignment | undefined): Reply {
  if (!consignment) return json({ status: 404, message: "Consignment not found." }, 404);
  return json({
    status: 200,
    delivery_status: consignment.status,
    consignment: { consignment_id: consignment.consignment_id, tracking_code: consignment.tracking_code },
  });
}

/** Answers a request under API_PREFIX, or null when the path is not the API's. */
export function merchantApi(request: DoubleRequest, state: DoubleState, keys: Keys): Reply | null {
  const path = request.url.pathname;
  if (!path.startsWith(`${API_PREFIX}/`)) return null;
  if (header(request, "api-key") !== keys.apiKey || header(request, "secret-key") !== keys.secretKey)
    return json({ message: "Unauthenticated." }, 401);
  const route = path.slice(API_PREFIX.length);
  if (route === "/create_order")
    return request.method === "POST" ? createOrder(request, state) : json({ message: "Method not allowed." }, 405);
  const lookup = /^\/status_by_(invoice|cid)\/([^/]+)$/.exec(route);
  if (!lookup || request.method !== "GET") return json({ message: `No such endpoint: ${path}` }, 404);
  state.calls.push({ method: "GET", path });
  if (state.settings.statusApi === "fail") return json({ message: "Server Error" }, 500);
  const key = decodeURIComponent(lookup[2]!);
  return status(lookup[1] === "invoice" ? state.consignments.get(key) : state.byId(Number(key)));
}
