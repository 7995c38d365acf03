import { NextResponse, type NextRequest } from "next/server";

import { accessFor, isAuthPage, rendersPerRequest, safeCallbackUrl } from "@/config/routes";
import { userForClaims } from "@/lib/auth/access";
import { readSessionClaims } from "@/lib/auth/session-token";
import { env } from "@/lib/env";
import { nonceContentSecurityPolicy } from "@/lib/http/content-security-policy";

/**
 * Login and admin redirects (Next.js 16's proxy, formerly middleware), and the per-request
 * CSP nonce of the pages it lets through. A signed-out visitor goes to the login page with
 * the way back in `callbackUrl`; a signed-in user on an admin page is an admin only if the
 * database says so now (pages and handlers check again).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search, origin } = request.nextUrl;
  if (isAuthPage(pathname)) return leaveAuthPageWhenSignedIn(request);
  const access = accessFor(pathname);
  if (access === "public") return continueWithPolicy(request);

  const claims = await readSessionClaims(request.headers);
  if (claims && access === "signed-in") return continueWithPolicy(request);
  if (claims && (await userForClaims(claims))?.role === "admin") return continueWithPolicy(request);

  const loginUrl = new URL("/login", origin);
  if (!claims) loginUrl.searchParams.set("callbackUrl", safeCallbackUrl(pathname + search, origin));
  return NextResponse.redirect(loginUrl);
}

/**
 * A signed-in user has nothing to do on the login and sign-up pages: on to the (same-origin)
 * callback URL, or home. That is also where a signed-in customer sent here from an admin page
 * (without a callback URL) ends up, so this never loops.
 */
async function leaveAuthPageWhenSignedIn(request: NextRequest) {
  const claims = await readSessionClaims(request.headers);
  if (!claims || !(await userForClaims(claims))) return continueWithPolicy(request);
  const { origin, searchParams } = request.nextUrl;
  return NextResponse.redirect(new URL(safeCallbackUrl(searchParams.get("callbackUrl"), origin), origin));
}

/**
 * Lets the request through; a page rendered per request gets a fresh nonce, which Next.js
 * reads from the request's Content-Security-Policy and puts on every script it renders.
 */
function continueWithPolicy(request: NextRequest) {
  if (!rendersPerRequest(request.nextUrl.pathname)) return NextResponse.next();
  const policy = nonceContentSecurityPolicy(
    Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64"),
    env(),
  );
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

export const config = {
  // The protected pages of config/routes.ts, and the public ones rendered per request
  // (the catalogue /tools, which "/tools/:path*" matches too, is public).
  matcher: [
    "/tools/:path*",
    "/purchaseForm",
    "/update",
    "/profolio",
    "/dashboard/:path*",
    "/manageproducts",
    "/login",
    "/signUp",
    "/signup",
  ],
};
