import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { text } from "node:stream/consumers";

import { parseFormBody } from "./form-body";
import type { IdempotencyLog, RecordedResponse } from "./idempotency";
import { newId } from "./ids";
import type { ApiRequest, ApiResponse } from "./routes";

// Stripe.js calls the API cross-origin from the shop's pages.
const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Authorization, Content-Type, Idempotency-Key, Stripe-Version",
  "Access-Control-Max-Age": "600",
};

/** Adapts the API to node:http: form bodies in, JSON out, idempotent POSTs and CORS. */
export function createRequestListener(
  api: (request: ApiRequest) => ApiResponse,
  idempotency: IdempotencyLog,
): RequestListener {
  return (req, res) => {
    respond(req, res, api, idempotency).catch((error: unknown) => {
      send(res, { status: 500, json: JSON.stringify({ error: { type: "api_error", message: String(error) } }) }, {});
    });
  };
}

async function respond(
  req: IncomingMessage,
  res: ServerResponse,
  api: (request: ApiRequest) => ApiResponse,
  idempotency: IdempotencyLog,
) {
  if (req.method === "OPTIONS") {
    res.writeHead(204, CORS_HEADERS).end();
    return;
  }
  const method = req.method ?? "GET";
  const url = new URL(req.url ?? "/", "http://localhost");
  const body = await text(req);
  const request: ApiRequest = {
    method,
    path: url.pathname,
    params: parseFormBody(method === "GET" ? url.search.slice(1) : body),
    authorization: req.headers.authorization,
  };
  const execute = (): RecordedResponse => {
    const response = api(request);
    return { status: response.status, json: JSON.stringify(response.body, null, 2) };
  };

  const key = req.headers["idempotency-key"];
  const stripeVersion = req.headers["stripe-version"];
  const headers: Record<string, string> = typeof stripeVersion === "string" ? { "Stripe-Version": stripeVersion } : {};
  if (method !== "POST" || typeof key !== "string") {
    send(res, execute(), headers);
    return;
  }
  const { response, replayed } = idempotency.run(
    request.authorization ?? "",
    key,
    `${method} ${url.pathname} ${body}`,
    execute,
  );
  send(res, response, { ...headers, "Idempotency-Key": key, ...(replayed ? { "Idempotent-Replayed": "true" } : {}) });
}

function send(res: ServerResponse, response: RecordedResponse, headers: Record<string, string>) {
  res.writeHead(response.status, {
    ...CORS_HEADERS,
    ...headers,
    "Content-Type": "application/json",
    "Request-Id": newId("req"),
  });
  res.end(response.json);
}
