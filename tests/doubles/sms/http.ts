import type { IncomingHttpHeaders, IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { buffer } from "node:stream/consumers";

export interface DoubleRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Uint8Array<ArrayBuffer>;
}

export type Reply = { kind: "json"; status: number; body: unknown } | { kind: "html"; status: number; body: string };

export type Handler = (request: DoubleRequest) => Reply | Promise<Reply>;

/** Path → method → handler; a known path asked with another method answers 405. */
export type Routes = Record<string, Partial<Record<"GET" | "POST", Handler>>>;

export const json = (body: unknown, status = 200): Reply => ({ kind: "json", status, body });
export const html = (body: string, status = 200): Reply => ({ kind: "html", status, body });

export function createRequestListener(routes: Routes): RequestListener {
  return (req, res) => {
    respond(routes, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
      res.end(`The SMS double failed: ${String(error)}`);
    });
  };
}

async function respond(routes: Routes, req: IncomingMessage, res: ServerResponse) {
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
  send(res, await handler({ method, url, headers: req.headers, body }));
}

function send(res: ServerResponse, reply: Reply) {
  const type = reply.kind === "json" ? "application/json" : "text/html";
  res.writeHead(reply.status, { "Content-Type": `${type}; charset=utf-8` });
  res.end(reply.kind === "json" ? JSON.stringify(reply.body) : reply.body);
}

/**
 * The query string merged with a form body (urlencoded or multipart, which PHP-style clients send),
 * the body winning; any other body is ignored.
 */
export async function readParams(request: DoubleRequest): Promise<Record<string, string>> {
  const params = Object.fromEntries(request.url.searchParams);
  const type = request.headers["content-type"] ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return params;
  try {
    const data = await new Response(request.body, { headers: { "Content-Type": type } }).formData();
    for (const [key, value] of data) if (typeof value === "string") params[key] = value;
  } catch {
    // A malformed body reads as no body: the provider then finds its parameters missing.
  }
  return params;
}

/** A JSON body; an empty body reads as `{}`. Throws SyntaxError on malformed JSON. */
export function readJson(request: DoubleRequest): unknown {
  const text = new TextDecoder().decode(request.body).trim();
  return text ? (JSON.parse(text) as unknown) : {};
}
