import type { NextConfig } from "next";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

const nextConfig: NextConfig = {
  // The e2e suite builds into its own folder so it never overwrites the build you run.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // The build checks the app's own files; `npm run typecheck` checks tests and tooling too.
  typescript: { tsconfigPath: "tsconfig.app.json" },
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: true,
  // The specification also calls the sign-up page /signup.
  async rewrites() {
    return [{ source: "/signup", destination: "/signUp" }];
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
