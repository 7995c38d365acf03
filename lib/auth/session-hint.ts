import "server-only";

import { cookies } from "next/headers";
import type { NextRequest, NextResponse } from "next/server";

import { SESSION_IDLE_SECONDS } from "@/lib/auth/session-policy";

import { SESSION_HINT_COOKIE } from "@/lib/auth/session-hint-cookie";

/** Auth.js's session cookie (`__Secure-` over HTTPS), whole or its first chunk. */
const SESSION_COOKIE = /^(?:__Secure-)?authjs\.session-token(?:\.0)?=([^;]*)/;

/**
 * The hint that follows a session cookie's Set-Cookie header: the same path, lifetime and
 * Secure flag, so the two end together, but readable by scripts. Null for any other cookie.
 */
function hintFollowing(setCookie: string): string | null {
  const match = SESSION_COOKIE.exec(setCookie);
  if (!match) return null;
  const attributes = setCookie.slice(match[0].length).replace(/;\s*HttpOnly/i, "");
  const deleted = match[1] === "" || /;\s*Max-Age=0(?:;|$)/i.test(attributes);
  return `${SESSION_HINT_COOKIE}=${deleted ? "" : "1"}${attributes}`;
}

/**
 * An Auth.js answer (sign-in callback, session read, sign-out) with the session hint set, renewed
 * or deleted as the answer does its session cookie. A cookie set wins over chunks deleted beside it.
 */
export function withSessionHint(response: Response): Response {
  const hints = response.headers.getSetCookie().flatMap((cookie) => hintFollowing(cookie) ?? []);
  if (hints.length === 0) return response;
  const hint = hints.find((cookie) => !cookie.startsWith(`${SESSION_HINT_COOKIE}=;`)) ?? hints[0]!;
  // A copy, as some responses (Response.redirect) have headers that cannot change.
  const headers = new Headers(response.headers);
  headers.append("set-cookie", hint);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * After next-auth's signIn() in a route handler (the password sign-in), which sets the session
 * cookie through Next.js's cookie jar: the hint beside it, with the same options but readable.
 */
export async function setSessionHintBesideSessionCookie(): Promise<void> {
  const jar = await cookies();
  const session = jar.getAll().find((cookie) => SESSION_COOKIE.test(`${cookie.name}=`) && cookie.value);
  if (session) jar.set({ ...session, name: SESSION_HINT_COOKIE, value: "1", httpOnly: false });
}

/**
 * For proxy.ts, on a request it found signed in: a session begun before the hint existed gets one,
 * so the navbar stops showing Login to its holder (whom /login sends home). The next session read
 * gives it the session cookie's own lifetime.
 */
export function restoreSessionHint(request: NextRequest, response: NextResponse): NextResponse {
  if (request.cookies.has(SESSION_HINT_COOKIE)) return response;
  const secure = request.cookies.getAll().some((cookie) => cookie.name.startsWith("__Secure-authjs.session-token"));
  response.cookies.set(SESSION_HINT_COOKIE, "1", { path: "/", sameSite: "lax", secure, maxAge: SESSION_IDLE_SECONDS });
  return response;
}
