import { NextResponse, type NextRequest } from "next/server";

import { accessFor, isAuthPage, rendersPerRequest, safeCallbackUrl } from "@/config/routes";
import { restoreSessionHint } from "@/lib/auth/session-hint";
import { readSessionClaims } from "@/lib/auth/session-token";
import { env } from "@/lib/env";
import { localizeHref, splitLocale } from "@/lib/i18n/locales";
import { nonceContentSecurityPolicy } from "@/lib/http/content-security-policy";

/**
 * Login and admin redirects (Next.js 16's proxy, formerly middleware), and the per-request
 * CSP nonce of the pages it lets through. It decides from the session cookie alone, with no
 * database round trip: a signed-out visitor goes to the login page with the way back in
 * `callbackUrl`, a user whose cookie does not say admin is kept off admin pages. Pages and
 * handlers check the session and the role against the database again.
 *
 * Bangla pages are the English ones under /bn: the same rules, and their own login page.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search, origin } = request.nextUrl;
  const { locale, path } = splitLocale(pathname);
  if (isAuthPage(path)) return leaveAuthPageWhenSignedIn(request, localizeHref("/", locale));
  const access = accessFor(path);
  if (access === "public") return continueWithPolicy(request, path);

  const claims = await readSessionClaims(request.headers);
  if (claims && (access === "signed-in" || claims.admin))
    return restoreSessionHint(request, continueWithPolicy(request, path));

  const loginUrl = new URL(localizeHref("/login", locale), origin);
  if (!claims) loginUrl.searchParams.set("callbackUrl", safeCallbackUrl(pathname + search, origin));
  return NextResponse.redirect(loginUrl);
}

/**
 * A signed-in user has nothing to do on the login and sign-up pages: on to the (same-origin)
 * callback URL, or home. That is also where a signed-in customer sent here from an admin page
 * (without a callback URL) ends up, so this never loops. A cookie of a session ended elsewhere
 * also goes home, where the session read (AuthProvider, asked for by the session hint) deletes it.
 */
async function leaveAuthPageWhenSignedIn(request: NextRequest, home: string) {
  if (!(await readSessionClaims(request.headers))) return continueWithPolicy(request, "/login");
  const { origin, searchParams } = request.nextUrl;
  const onward = safeCallbackUrl(searchParams.get("callbackUrl"), origin, home);
  return restoreSessionHint(request, NextResponse.redirect(new URL(onward, origin)));
}

/**
 * Lets the request through; a page rendered per request gets a fresh nonce, which Next.js
 * reads from the request's Content-Security-Policy and puts on every script it renders.
 */
function continueWithPolicy(request: NextRequest, path: string) {
  if (!rendersPerRequest(path)) return NextResponse.next();
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
  // The protected pages of config/routes.ts, and the public ones rendered per request (the
  // catalogue /tools, which "/tools/:path*" matches too, and the basket); proxy-matcher.test.ts
  // checks that it covers them, in English and under /bn.
  matcher: [
    "/tools/:path*",
    "/purchaseForm/:path*",
    "/update/:path*",
    "/profolio/:path*",
    "/dashboard/:path*",
    "/manageproducts/:path*",
    "/verify-email/:path*",
    "/cart",
    "/login",
    "/signUp",
    "/signup",
    "/bn/tools/:path*",
    "/bn/purchaseForm/:path*",
    "/bn/update/:path*",
    "/bn/profolio/:path*",
    "/bn/dashboard/:path*",
    "/bn/manageproducts/:path*",
    "/bn/verify-email/:path*",
    "/bn/cart",
    "/bn/login",
    "/bn/signUp",
    "/bn/signup",
  ],
};
