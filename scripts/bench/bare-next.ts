/**
 * A bare Next.js app (one static page, the same with one next/link, one page rendered per request,
 * one route handler answering JSON and one static file) built with the shop's own `next`, `react`
 * and `react-dom`, so the bench can measure the framework's floor beside the shop on the same machine
 * in the same run: its first-load JavaScript and its requests per second.
 * It is written to .next-bench/ (ignored by git) on every run, so it never drifts from the
 * installed versions.
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { seedTools } from "../../lib/seed/catalogue";
import { run } from "../../tests/support/processes";

const root = path.resolve(import.meta.dirname, "../..");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");
export const bareAppDir = path.join(root, ".next-bench", "bare");

const files: Record<string, string> = {
  "app/layout.jsx": `export const metadata = { title: "Bare Next.js page" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `export default function Page() {
  return (
    <main>
      <h1>Hello from a bare Next.js page</h1>
      <p>The framework's floor, measured beside the shop.</p>
    </main>
  );
}
`,
  // The floor of the first-load JS budgets: a page that, like every page of a shop, links with
  // next/link, so the router's prefetching code is in the floor and not counted against the shop.
  "app/with-link/page.jsx": `import Link from "next/link";

export default function WithLink() {
  return (
    <main>
      <h1>A bare Next.js page with one link</h1>
      <Link href="/">Home</Link>
    </main>
  );
}
`,
  // A page rendered on every request, requested once before the bare page is measured (web.ts).
  "app/rendered/page.jsx": `export const dynamic = "force-dynamic";

export default function Rendered() {
  return <p>Rendered at {new Date().toISOString()}</p>;
}
`,
  // A route handler answering on every request with JSON of the catalogue's size (the demo
  // products), the floor beside the shop's GET /api/tools.
  "app/api/tools/route.js": `export const dynamic = "force-dynamic";

const tools = ${JSON.stringify(seedTools)};

export function GET() {
  return Response.json(tools);
}
`,
  // Its own config, so Next.js does not pick up the shop's from the folder above; the
  // project root stays the Turbopack root, where node_modules is.
  "next.config.mjs": `export default { turbopack: { root: ${JSON.stringify(root)} } };
`,
  // The same static file the shop's bench compares against, served by this server.
  "public/static.txt": "x".repeat(1024),
};

/** Writes and builds the bare app; `next start` then serves it from {@link bareAppDir}. */
export async function buildBareNext(): Promise<void> {
  await rm(bareAppDir, { recursive: true, force: true });
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(bareAppDir, file)), { recursive: true });
    await writeFile(path.join(bareAppDir, file), content);
  }
  await run(process.execPath, [nextBin, "build", bareAppDir], { ...process.env, NEXT_TELEMETRY_DISABLED: "1" });
}

/** The arguments for `node` that serve the built bare app on `port`. */
export const bareNextServerArgs = (port: number) => [nextBin, "start", bareAppDir, "--port", String(port)];
