import { splitLocale } from "@/lib/i18n/locales";

/**
 * Who may open which page (the specification's route table), by its path without a language
 * prefix. proxy.ts enforces it; its `matcher` lists the same prefixes, because Next.js needs
 * that list as a literal.
 */
export type Access = "public" | "signed-in" | "admin";

export const adminPrefixes = [
  "/manageproducts",
  "/dashboard/makeAdmin",
  "/dashboard/allOrders",
  "/dashboard/returns",
  "/dashboard/addProducts",
  "/dashboard/outbox",
  "/dashboard/bikes",
  "/dashboard/overview",
  "/dashboard/invoices",
];
/** Where an admin lands after signing in without a page to go back to: their overview. */
export const ADMIN_HOME = "/dashboard/overview";
export const signedInPrefixes = ["/tools", "/purchaseForm", "/update", "/profolio", "/dashboard", "/verify-email"];
/**
 * Public pages under a signed-in prefix: the catalogue is open to all, its tool pages are not (the spec).
 * Every other page outside the prefixes above is public too, such as /track (an order by its number and phone).
 */
const publicPages = new Set(["/tools"]);

function matches(pathname: string, prefix: string) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function accessFor(pathname: string): Access {
  if (publicPages.has(pathname)) return "public";
  if (adminPrefixes.some((prefix) => matches(pathname, prefix))) return "admin";
  if (signedInPrefixes.some((prefix) => matches(pathname, prefix))) return "signed-in";
  return "public";
}

/**
 * Pages behind proxy.ts that are prerendered, the same HTML for everyone: they cannot carry
 * a per-request CSP nonce, so they get the static policy (lib/http/content-security-policy.ts).
 */
const prerenderedGatedPages = new Set(["/profolio"]);

export const rendersPerRequest = (pathname: string) => !prerenderedGatedPages.has(pathname);

/** Stands in for the shop's origin where only relative callback URLs can be ours. */
const UNKNOWN_ORIGIN = "http://shop.invalid";

/**
 * Where a callback URL leads, if it stays on `origin`: resolved as the browser would (which
 * also strips tabs and newlines and reads backslashes as slashes), then only the parsed path,
 * query and hash, with any run of leading slashes made one, so the result can never be read
 * as another host. Anything on another origin, or unparsable, is null.
 */
export function sameOriginPath(raw: string | null | undefined, origin = UNKNOWN_ORIGIN): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return url.pathname.replace(/^\/+/, "/") + url.search + url.hash;
}

export const authPages = ["/login", "/signUp", "/signup"];
const AUTH_PAGES = new Set(authPages);

/** The login and sign-up pages, under every name the shop answers to. */
export const isAuthPage = (pathname: string) => AUTH_PAGES.has(pathname);

/**
 * Where to go after login or sign-up: a path on our origin, never back to those pages (in
 * either language); else `home`, the home page in the language of the page asking.
 */
export function safeCallbackUrl(raw: string | null | undefined, origin = UNKNOWN_ORIGIN, home = "/"): string {
  const path = sameOriginPath(raw, origin);
  if (!path || AUTH_PAGES.has(splitLocale(new URL(path, origin).pathname).path)) return home;
  return path;
}
