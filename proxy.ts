import { NextResponse, type NextRequest } from "next/server";

import { accessFor, safeCallbackUrl } from "@/config/routes";
import { userForClaims } from "@/lib/auth/access";
import { readSessionClaims } from "@/lib/auth/session-token";

/**
 * Login and admin redirects (Next.js 16's proxy, formerly middleware). A signed-out visitor
 * goes to the login page with the way back in `callbackUrl`; a signed-in user on an admin
 * page is an admin only if the database says so now (pages and handlers check again).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search, origin } = request.nextUrl;
  const access = accessFor(pathname);
  if (access === "public") return NextResponse.next();

  const claims = await readSessionClaims(request.headers);
  if (claims && access === "signed-in") return NextResponse.next();
  if (claims && (await userForClaims(claims))?.role === "admin") return NextResponse.next();

  const loginUrl = new URL("/login", origin);
  if (!claims) loginUrl.searchParams.set("callbackUrl", safeCallbackUrl(pathname + search, origin));
  return NextResponse.redirect(loginUrl);
}

export const config = {
  matcher: ["/tools/:path*", "/purchaseForm", "/update", "/profolio", "/dashboard/:path*", "/manageproducts"],
};
