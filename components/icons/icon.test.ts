import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { ICON_NAMES } from "./icon";

const sprite = readFileSync(new URL("sprite.svg", import.meta.url), "utf8");
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map(([, id]) => id);

describe("the icon sprite", () => {
  it("has a symbol for every icon name, and no symbol without one", () => {
    expect([...symbols].sort()).toEqual([...ICON_NAMES].sort());
  });

  it("draws every symbol on the 24-unit grid the icon classes size", () => {
    expect(sprite.match(/<symbol /g)).toHaveLength(symbols.length);
  });
});
