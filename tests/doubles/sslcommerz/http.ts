import type { IncomingHttpHeaders, IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { buffer } from "node:stream/consumers";

import type { DoubleState } from "./store";

export interface DoubleRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Uint8Array<ArrayBuffer>;
}

type Answer = { kind: "json"; status: number; body: unknown } | { kind: "html"; status: number; body: string };
export type Reply = Answer | { kind: "hang" };

export type Handler = (request: DoubleRequest) => Reply | Promise<Reply>;

/** Path → method → handler; a known path asked with another method answers 405. */
export type Routes = Record<string, Partial<Record<"GET" | "POST", Handler>>>;

export const json = (body: unknown, status = 200): Answer => ({ kind: "json", status, body });
export const html = (body: string, status = 200): Answer => ({ kind: "html", status, body });
export const HANG: Reply = { kind: "hang" };

export function createRequestListener(routes: Routes, state: DoubleState): RequestListener {
  return (req, res) => {
    respond(routes, state, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
      res.end(`The SSLCommerz double failed: ${String(error)}`);
    });
  };
}

async function respond(routes: Routes, state: DoubleState, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const route = Object.hasOwn(routes, url.pathname) ? routes[url.pathname] : undefined;
  if (!route) return send(res, json({ error: `No such endpoint: ${url.pathname}` }, 404));
  const method = req.method ?? "GET";
  const handler = method === "GET" || method === "POST" ? route[method] : undefined;
  if (!handler) {
    res.setHeader("Allow", Object.keys(route).join(", "));
    return send(res, json({ error: `${method} is not allowed on ${url.pathname}` }, 405));
  }
  const body = new Uint8Array(await buffer(req));
  const reply = await handler({ method, url, headers: req.headers, body });
  if (reply.kind !== "hang") return send(res, reply);
  // Held open until reset or close lets go of it.
  state.hanging.add(res);
  res.on("close", () => state.hanging.delete(res));
}

function send(res: ServerResponse, reply: Answer) {
  if (reply.kind === "json") {
    res.writeHead(reply.status, { "Content-Type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(reply.body));
  } else {
    res.writeHead(reply.status, { "Content-Type": "text/html; charset=utf-8" });
    res.end(reply.body);
  }
}

/** A form body, urlencoded or multipart (PHP clients often send the latter); undefined for any other type. */
export async function readForm(request: DoubleRequest): Promise<Record<string, string> | undefined> {
  const type = request.headers["content-type"] ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return undefined;
  try {
    const data = await new Response(request.body, { headers: { "Content-Type": type } }).formData();
    const fields = new Map<string, string>();
    for (const [key, value] of data) if (typeof value === "string") fields.set(key, value);
    return Object.fromEntries(fields);
  } catch {
    return undefined;
  }
}

/** A JSON body; an empty body reads as `{}`. Throws SyntaxError on malformed JSON. */
export function readJson(request: DoubleRequest): unknown {
  const text = new TextDecoder().decode(request.body).trim();
  return text ? (JSON.parse(text) as unknown) : {};
}
