import "server-only";

import { NextResponse } from "next/server";

import { requestLocale } from "@/lib/api/locale";
import { apiMessage, renderApiText } from "@/lib/api/messages";
import { DomainError, forbidden, type ErrorCode } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";

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
 * `{ error, fields }` answers with the status their code means, in the language the request's
 * Accept-Language prefers (English unless it asks for Bangla), and keeps every answer out of
 * caches unless the handler says otherwise. Anything else thrown is a bug: logged, and answered with a 500 that
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
    const locale = requestLocale(request);
    if (error instanceof DomainError) return errorAnswer(error, locale);
    console.error(`${request.method} ${new URL(request.url).pathname} failed`, error);
    return NextResponse.json(
      { error: renderApiText(apiMessage("request.serverError"), locale) },
      { status: 500, headers: { "content-language": locale } },
    );
  }
}

/** A refusal's `{ error, fields }` in `locale`: the messages only, never the values of what was sent. */
export function errorBody(error: DomainError, locale: Locale): { error: string; fields?: Record<string, string> } {
  const fields =
    error.fieldTexts &&
    Object.fromEntries(Object.entries(error.fieldTexts).map(([field, text]) => [field, renderApiText(text, locale)]));
  return { error: renderApiText(error.text, locale), ...(fields && { fields }) };
}

export function errorAnswer(error: DomainError, locale: Locale): Response {
  return NextResponse.json(errorBody(error, locale), {
    status: HTTP_STATUS[error.code],
    headers: { "content-language": locale },
  });
}

/**
 * The Cache-Control of an answer the same for everyone (the catalogue): any cache may keep it but
 * must ask again before each use, so a price change shows at once. The shop's server compresses
 * such JSON once per version (lib/http/response-bodies.ts).
 */
export const SAME_FOR_EVERYONE = "public, no-cache";

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
  if (request.headers.get("sec-fetch-site") === "cross-site") throw forbidden(apiMessage("request.crossSite"));
  const origin = request.headers.get("origin");
  if (!origin) return;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden(apiMessage("request.crossSite"));
  }
  if (originHost !== host) throw forbidden(apiMessage("request.crossSite"));
}
