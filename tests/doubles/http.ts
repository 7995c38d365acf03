import type { IncomingHttpHeaders, IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { buffer } from "node:stream/consumers";

import { mergeSettings, SettingsError, type AllowedSettings } from "./settings";

export interface DoubleRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Uint8Array<ArrayBuffer>;
  /** Aborted when the caller hangs up, which ends a long-poll. */
  signal: AbortSignal;
}

type Answer = { kind: "json"; status: number; body: unknown } | { kind: "html"; status: number; body: string };
export type Reply = Answer | { kind: "hang" };

export type Handler = (request: DoubleRequest) => Reply | Promise<Reply>;

/** Path → method → handler; a known path asked with another method answers 405. */
export type Routes = Record<string, Partial<Record<"GET" | "POST", Handler>>>;

export const json = (body: unknown, status = 200): Answer => ({ kind: "json", status, body });
export const html = (body: string, status = 200): Answer => ({ kind: "html", status, body });
export const HANG: Reply = { kind: "hang" };

/**
 * Serves `routes` for the double called `name`, and any other path with `fallback` when given
 * (an API with ids in its paths). A request answered with HANG is held open in `hanging`, for
 * the double to let go of; without it, only closing the server ends it.
 */
export function createRequestListener(
  name: string,
  routes: Routes,
  hanging?: Set<ServerResponse>,
  fallback?: Handler,
): RequestListener {
  return (req, res) => {
    respond(routes, hanging, req, res, fallback).catch((error: unknown) => {
      if (res.destroyed) return;
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
      res.end(`The ${name} double failed: ${String(error)}`);
    });
  };
}

async function respond(
  routes: Routes,
  hanging: Set<ServerResponse> | undefined,
  req: IncomingMessage,
  res: ServerResponse,
  fallback?: Handler,
) {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const route = Object.hasOwn(routes, url.pathname) ? routes[url.pathname] : undefined;
  if (!route && !fallback) return send(res, json({ error: `No such endpoint: ${url.pathname}` }, 404));
  const method = req.method ?? "GET";
  const handler = route ? (method === "GET" || method === "POST" ? route[method] : undefined) : fallback;
  if (!handler) {
    res.setHeader("Allow", Object.keys(route ?? {}).join(", "));
    return send(res, json({ error: `${method} is not allowed on ${url.pathname}` }, 405));
  }
  const gone = new AbortController();
  res.on("close", () => gone.abort(new Error("The client went away")));
  const body = new Uint8Array(await buffer(req));
  const reply = await handler({ method, url, headers: req.headers, body, signal: gone.signal });
  if (reply.kind !== "hang") return send(res, reply);
  hanging?.add(res);
  res.on("close", () => hanging?.delete(res));
}

function send(res: ServerResponse, reply: Answer) {
  // A long-poll whose caller left, or that closing the double cut short, has nobody to answer.
  if (res.headersSent || res.destroyed) return;
  const type = reply.kind === "json" ? "application/json" : "text/html";
  res.writeHead(reply.status, { "Content-Type": `${type}; charset=utf-8` });
  res.end(reply.kind === "json" ? JSON.stringify(reply.body) : reply.body);
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

/** `/__double/settings` (GET reads them, POST merges an update: a wrong name or value is a 400) and `/__double/reset`. */
export function settingsControls<Settings extends object>(
  state: { settings: Settings; reset(): void },
  allowed: AllowedSettings<Settings>,
): Routes {
  return {
    "/__double/settings": {
      GET: () => json(state.settings),
      POST: (request) => {
        try {
          state.settings = mergeSettings(allowed, state.settings, readJson(request));
          return json(state.settings);
        } catch (error) {
          if (error instanceof SettingsError || error instanceof SyntaxError)
            return json({ error: error.message }, 400);
          throw error;
        }
      },
    },
    "/__double/reset": {
      POST: () => {
        state.reset();
        return json({ ok: true });
      },
    },
  };
}
