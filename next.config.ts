import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

import { buildDir } from "./lib/build-dir";
import { shareCacheThroughRedis } from "./lib/cache/register";
import { databaseName } from "./lib/db/database-name";
import { pageAliases, pagePaths } from "./lib/i18n/pages";
import { parseEnv } from "./lib/env/schema";
import { securityHeaders } from "./lib/http/security-headers";

// Checked here too, so a wrong variable stops the build with its name rather than a page later.
const env = parseEnv(process.env);

// With REDIS_URL every instance shares one cache of pages and data (lib/cache/, "Several instances"
// in docs/architecture.md), Next.js's cache handler, under their database's name; without it each
// keeps its own in memory.
if (env.REDIS_URL) shareCacheThroughRedis(env.REDIS_URL, databaseName(env.MONGODB_URI ?? ""));

const nextConfig: NextConfig = {
  // The e2e suite builds into its own folder so it never overwrites the build you run.
  distDir: buildDir(),
  // The build checks the app's own files; `npm run typecheck` checks tests and tooling too. Each
  // build folder has its own route types, and each build reads only its own: types left in the
  // other folder by an older tree would fail the build over a route that no longer exists.
  typescript: { tsconfigPath: process.env.NEXT_DIST_DIR ? "tsconfig.e2e.json" : "tsconfig.app.json" },
  poweredByHeader: false,
  // server.ts compresses instead, keeping a cached page's compressed bytes (lib/http/response-bodies.ts).
  // Behind `next start` or `next dev` nothing is compressed: the shop runs through server.ts.
  compress: false,
  // An ETag costs a hash over the whole HTML in JavaScript on every request, about a fifth
  // of the server's time on a cached home page; cached pages carry s-maxage for caches instead.
  generateEtags: false,
  experimental: {
    // Cached pages and data stay in each instance's memory: the database is the only state
    // that outlives a process, so a restart never serves stale stock (see expireTime for the
    // build's own copy of the home page).
    isrFlushToDisk: false,
    // A URL that names no page renders app/global-not-found.tsx: the root layout is app/[locale]/'s.
    globalNotFound: true,
  },
  // The home page is prerendered by the build and cached until its data changes or ten minutes
  // pass (its `revalidate`). No stale-while-revalidate window: a copy older than that is rendered
  // afresh before it is served. Rendered in the background instead, right after the old copy left,
  // it held up that visitor's stylesheet and scripts by about 80 ms (docs/architecture.md, "Caching").
  expireTime: 600,
  reactStrictMode: true,
  typedRoutes: true,
  // English pages keep their unprefixed URLs and are served by app/[locale]/ as "en"; Bangla ones
  // are /bn/... as they stand. After the files (public/ and the API's static routes, which no page
  // path names) but before the dynamic routes, so /tools never reads as a language "tools".
  // Not beforeFiles: a page's handler matches every beforeFiles rule again on each request,
  // compiling each source into a regular expression as it goes (a seventh of a cached home page's
  // time with 35 rules), where afterFiles stop at the first match, and the home page's comes first.
  rewrites: async () => ({
    beforeFiles: [],
    afterFiles: [
      ...pagePaths.map((path) => ({ source: path, destination: path === "/" ? "/en" : `/en${path}` })),
      ...Object.entries(pageAliases).flatMap(([alias, path]) => [
        { source: alias, destination: `/en${path}` },
        { source: `/bn${alias}`, destination: `/bn${path}` },
      ]),
    ],
    fallback: [],
  }),
  // English has one address per page: the unprefixed one.
  redirects: async () => [
    { source: "/en", destination: "/", permanent: true },
    { source: "/en/:path*", destination: "/:path*", permanent: true },
  ],
  async headers() {
    // A source with no named parameter: with "/:path*" Next.js substitutes the parameter into
    // every header value on every request, compiling the long CSP as a path pattern each time.
    return [{ source: "/(.*)", headers: securityHeaders(env) }];
  },
};

// next-intl's configuration per request: lib/i18n/request.ts. Its middleware is not used: the
// rewrites above route the languages, and proxy.ts stays on the pages it guards.
export default createNextIntlPlugin("./lib/i18n/request.ts")(nextConfig);
