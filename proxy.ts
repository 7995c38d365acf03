import { NextResponse, type NextRequest } from "next/server";

import { accessFor, safeCallbackUrl } from "@/config/routes";
import { sessionEmail } from "@/lib/auth/session-token";
import { getRole } from "@/lib/data/users";

/**
 * Login and admin redirects (Next.js 16's proxy, formerly middleware). The role comes
 * from the database on every request, never from the session cookie.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const access = accessFor(pathname);
  if (access === "public") return NextResponse.next();

  const email = await sessionEmail(request);
  const loginUrl = new URL("/login", request.nextUrl.origin);
  if (access === "admin") {
    if (email && (await getRole(email)) === "admin") return NextResponse.next();
    return NextResponse.redirect(loginUrl);
  }
  if (email) return NextResponse.next();
  loginUrl.searchParams.set("callbackUrl", safeCallbackUrl(pathname + search));
  return NextResponse.redirect(loginUrl);
}

export const config = {
  matcher: ["/tools/:path*", "/purchaseForm", "/update", "/profolio", "/dashboard/:path*", "/manageproducts"],
};
