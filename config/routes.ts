/**
 * Who may open which page (the specification's route table). proxy.ts enforces it;
 * its `matcher` lists the same prefixes, because Next.js needs that list as a literal.
 */
export type Access = "public" | "signed-in" | "admin";

const adminPrefixes = ["/manageproducts", "/dashboard/makeAdmin", "/dashboard/allOrders", "/dashboard/addProducts"];
const signedInPrefixes = ["/tools", "/purchaseForm", "/update", "/profolio", "/dashboard"];

function matches(pathname: string, prefix: string) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function accessFor(pathname: string): Access {
  if (adminPrefixes.some((prefix) => matches(pathname, prefix))) return "admin";
  if (signedInPrefixes.some((prefix) => matches(pathname, prefix))) return "signed-in";
  return "public";
}

/** Only same-origin paths are followed after login; anything else goes home. */
export function safeCallbackUrl(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return "/";
  try {
    const url = new URL(raw, "http://shop.invalid");
    if (url.origin !== "http://shop.invalid") return "/";
    if (url.pathname === "/login" || url.pathname === "/signUp" || url.pathname === "/signup") return "/";
    return url.pathname + url.search + url.hash;
  } catch {
    return "/";
  }
}

/** The home page's route behind the "/" rewrite (see app/(shop)/home/[edition]/page.tsx). */
export const HOME_EDITION = "latest";
