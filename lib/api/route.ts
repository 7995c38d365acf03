import "server-only";

import { NextResponse } from "next/server";

import { DomainError, forbidden, type ErrorCode } from "@/lib/errors";

/** The one place where the domain's errors become HTTP. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "rate-limited": 429,
  "upstream-failed": 502,
  unavailable: 503,
};

type Handler<Context> = (request: Request, context: Context) => Promise<Response>;

type RouteOptions = {
  /**
   * Accept cross-site writes: only for handlers that act on no cookie and trust nothing the
   * request says without checking it elsewhere, such as a payment gateway sending the buyer's
   * browser back with a POST.
   */
  crossSite?: "allowed";
};

/**
 * Wraps a route handler. Handlers ask who is calling first (401/403), then read their input
 * (400), so a stranger learns nothing from validation messages. This wrapper refuses
 * cross-site writes, turns thrown DomainErrors into
 * `{ error, fields }` answers with the status their code means, and keeps every answer out of caches unless the handler
 * says otherwise. Anything else thrown is a bug: logged, and answered with a 500 that
 * reveals nothing.
 */
export function route<Context>(handler: Handler<Context>, options: RouteOptions = {}): Handler<Context> {
  return async (request, context) => privateByDefault(await answer(handler, request, context, options));
}

async function answer<Context>(
  handler: Handler<Context>,
  request: Request,
  context: Context,
  options: RouteOptions,
): Promise<Response> {
  try {
    if (options.crossSite !== "allowed") assertSameOriginWrite(request);
    return await handler(request, context);
  } catch (error) {
    if (error instanceof DomainError) {
      return NextResponse.json(
        { error: error.message, ...(error.fields && { fields: error.fields }) },
        { status: HTTP_STATUS[error.code] },
      );
    }
    console.error(`${request.method} ${new URL(request.url).pathname} failed`, error);
    return NextResponse.json({ error: "Something went wrong on our side. Please try again." }, { status: 500 });
  }
}

/**
 * API answers are about the caller (orders, profile, tokens) unless a handler says otherwise,
 * so no browser or shared cache may keep them.
 */
export function privateByDefault(response: Response): Response {
  if (response.headers.has("cache-control")) return response;
  // A copy, as some responses (Response.redirect) have headers that cannot change.
  const headers = new Headers(response.headers);
  headers.set("cache-control", "private, no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for cookie-authenticated writes: browsers always say where a write comes
 * from, so a write announced as cross-site is refused. Bearer-token calls carry no cookie
 * authority and need no check.
 */
function assertSameOriginWrite(request: Request) {
  if (SAFE_METHODS.has(request.method) || request.headers.get("authorization")?.startsWith("Bearer ")) return;
  if (request.headers.get("sec-fetch-site") === "cross-site") throw forbidden("Cross-site requests are not allowed.");
  const origin = request.headers.get("origin");
  if (!origin) return;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden("Cross-site requests are not allowed.");
  }
  if (originHost !== host) throw forbidden("Cross-site requests are not allowed.");
}
