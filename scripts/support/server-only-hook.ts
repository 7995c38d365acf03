/**
 * For scripts that run the shop's server code outside Next.js and outside React's server
 * environment (the order bench): "server-only" throws on import there, so it resolves to the
 * same empty module Vitest uses (tests/support/server-only.ts). Loaded with `tsx --import`.
 */
import { register } from "node:module";

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === "server-only") return next(${JSON.stringify(new URL("../../tests/support/server-only.ts", import.meta.url).href)}, context);
      return next(specifier, context);
    }`)}`,
);
