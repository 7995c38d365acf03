import type { AddressInfo } from "node:net";

/**
 * The pages a shopper reaches first that are rendered on every request: the catalogue, the login,
 * parcel tracking, and the basket, which the proxy turns away until one signs in (so it loads the
 * proxy). The home page, the blog and the legal pages are prerendered and need no warming.
 */
export const FIRST_VISITED_PAGES = ["/tools", "/login", "/track", "/cart"] as const;

/**
 * Asks a freshly started server for `paths` once each, one after another, so its first visitors
 * do not pay for loading code. Next.js loads every route's server components as it starts, but a
 * route's HTML renderer (its client components' server copies), the proxy and the first render's
 * code load on the first request: about 450 ms for `/tools` and for `/login` on a 2-core machine,
 * against 35 to 50 ms after. A page that fails to answer is left to its first visitor.
 */
export async function warmUp(listening: AddressInfo, paths: readonly string[] = FIRST_VISITED_PAGES): Promise<void> {
  const origin = `http://${hostOf(listening)}:${listening.port}`;
  for (const path of paths) {
    try {
      const response = await fetch(new URL(path, origin), { redirect: "manual" });
      await response.arrayBuffer();
    } catch {
      // Nothing to do: the page loads on its first visit instead.
    }
  }
}

/** Where the server can reach itself: loopback when it listens on every address. */
function hostOf({ address, family }: AddressInfo): string {
  if (address === "::" || address === "0.0.0.0") return "127.0.0.1";
  return family === "IPv6" ? `[${address}]` : address;
}
