import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { pagePaths } from "@/lib/i18n/pages";

/** Every page file under app/[locale], as the URL pattern next.config.ts rewrites ("/tools/:id"). */
function pagesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === "page.tsx" ? [prefix || "/"] : [];
    const name = entry.name;
    if (name.startsWith("[...")) return []; // the catch-all not-found page
    if (name.startsWith("(")) return pagesUnder(path.join(dir, name), prefix); // route groups add no segment
    const segment = name.startsWith("[") ? `:${name.slice(1, -1)}` : name;
    return pagesUnder(path.join(dir, name), `${prefix}/${segment}`);
  });
}

describe("pagePaths", () => {
  it("names every page of app/[locale], so each is reachable at its English URL", () => {
    expect([...pagePaths].sort()).toEqual(pagesUnder(path.join(process.cwd(), "app/[locale]")).sort());
  });
});
