/** Where `next build` writes and `next start` (or server.ts) reads the build: the e2e suite uses its own. */
export const buildDir = () => process.env.NEXT_DIST_DIR ?? ".next";
