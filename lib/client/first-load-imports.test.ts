import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

/**
 * Two libraries stay out of every page's first-load JavaScript:
 * - Zod, most of a form page's own code, which client code loads with a form's schema when the
 *   form is first used (lazy-zod-resolver.ts, use-schema-form.ts);
 * - tailwind-merge (8.5 KB), which only server components use through `cn` (lib/utils.ts).
 * One value imported from a module that imports either puts it back: a constant from
 * lib/validations/returns.ts once added 18 KB gzipped to every order page. This follows the static
 * imports of every client component, as the bundler does (type-only imports and `import()`
 * excluded), and fails on any path that reaches them.
 */
const root = path.resolve(import.meta.dirname, "../..");
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm;

function resolveLocal(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
    .map((ending) => base + ending)
    .find((file) => existsSync(file) && !file.endsWith("/"));
}

const SERVER_OR_LAZY_ONLY = ["zod", "tailwind-merge"];
const isServerOrLazyOnly = (specifier: string) =>
  SERVER_OR_LAZY_ONLY.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/** The chain of files from `file` to an import of those libraries, or undefined when none leads there. */
function pathToServerOrLazyOnly(file: string, seen = new Set<string>()): string[] | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  for (const [, specifier] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
    if (isServerOrLazyOnly(specifier!)) return [file];
    const next = resolveLocal(specifier!, file);
    const chain = next && pathToServerOrLazyOnly(next, seen);
    if (chain) return [file, ...chain];
  }
  return undefined;
}

function clientModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => /^\s*["']use client["']/.test(readFileSync(file, "utf8")));
}

describe("client code", () => {
  const modules = ["app", "components", "lib"].flatMap((dir) => clientModules(path.join(root, dir)));

  it("finds the client components", () => {
    expect(modules.length).toBeGreaterThan(40);
  });

  it.each(modules.map((file) => [path.relative(root, file), file]))(
    "%s loads neither Zod nor tailwind-merge with the page",
    (_, file) => {
      const chain = pathToServerOrLazyOnly(file);
      expect(chain?.map((step) => path.relative(root, step)).join(" -> ")).toBeUndefined();
    },
  );

  it("the check sees an import through a constant's module", () => {
    expect(pathToServerOrLazyOnly(path.join(root, "lib/validations/returns.ts"))).toBeDefined();
    expect(pathToServerOrLazyOnly(path.join(root, "components/home/section-heading.tsx"))).toBeDefined();
  });
});
