import { readFileSync } from "node:fs";

import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";

import bn from "@/messages/bn";
import en from "@/messages/en";
import englishPagesFont from "@/components/layout/fonts/bengali-on-english-pages.json";

type Tree = { [key: string]: string | Tree };

/** Every message as [dotted key, text]. */
function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** A message's arguments with their kinds ("count:plural", "name:argument"), sorted. */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  const found = new Set<string>();
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if ("value" in element && element.type !== TYPE.literal) found.add(`${element.value}:${TYPE[element.type]}`);
      if ("options" in element) for (const option of Object.values(element.options)) walk(option.value);
      if ("children" in element) walk(element.children);
    }
  };
  walk(elements);
  return [...found].sort();
}

/** A value of the right kind for each argument (a tag wraps its text), so every message can be formatted. */
function sampleValues(args: string[]): Record<string, string | number | Date | ((chunks: string) => string)> {
  return Object.fromEntries(
    args.map((arg) => {
      const [name, kind] = arg.split(":");
      if (kind === "tag") return [name, (chunks: string) => `[${chunks}]`];
      const value = kind === "plural" || kind === "number" ? 3 : kind === "date" || kind === "time" ? new Date(0) : "x";
      return [name, value];
    }),
  );
}

const english = new Map(leaves(en as unknown as Tree));
const bangla = new Map(leaves(bn as unknown as Tree));

describe("messages", () => {
  it("Bangla has every English message and no other", () => {
    expect([...bangla.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()])("%s: Bangla takes the same arguments and both format", (key) => {
    const enArgs = argumentsOf(parse(english.get(key)!));
    const bnText = bangla.get(key);
    expect(bnText, "missing in Bangla").toBeTypeOf("string");
    expect(argumentsOf(parse(bnText!))).toEqual(enArgs);

    for (const [locale, messages] of [
      ["en", en],
      ["bn", bn],
    ] as const) {
      const t = createTranslator({ locale, messages: messages as never, timeZone: "Asia/Dhaka" });
      // Messages with tags (<strong>) are formatted as markup, the others as text.
      const format = (enArgs.some((arg) => arg.endsWith(":tag")) ? t.markup : t) as unknown as (
        key: string,
        values: object,
      ) => string;
      const text = format(key, sampleValues(enArgs));
      expect(text.trim(), `${locale} ${key}`).not.toBe("");
      expect(text, `${locale} ${key} left a placeholder`).not.toMatch(/\{\w+\}/);
    }
  });

  it("Bangla text is in Bengali script wherever English has words (not left in English by mistake)", () => {
    // A message counts as untranslated when it is the English text itself and that text has a
    // word of letters besides its arguments, e-mail addresses and links.
    const words = (text: string) => text.replace(/\{[^}]*\}|\S+@\S+|https?:\/\/\S+/g, "");
    const untranslated = [...english].filter(
      ([key, text]) => bangla.get(key) === text && /[a-z]{3}/i.test(words(text)),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it("English messages use only the Bengali letters English pages have a font for", () => {
    const letters = new Set([...english].flatMap(([, text]) => text.match(/[\u0980-\u09FF]/gu) ?? []));
    const missing = [...letters].filter((letter) => !englishPagesFont.letters.includes(letter));
    expect(missing, "run scripts/fonts/subset-bengali.ts").toEqual([]);
  });

  it("the cut's unicode-range names exactly its letters, so every other Bengali letter reaches the whole font", () => {
    const source = readFileSync("components/layout/bengali-font.ts", "utf8");
    const cut = source.slice(source.indexOf("export const bengaliCut"));
    const range = /prop: "unicode-range", value: "([^"]+)"/.exec(cut)![1]!;
    const codePoints = [...englishPagesFont.letters].map(
      (letter) => `U+${letter.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`,
    );
    expect(range.split(",").sort(), "copy the letters' code points into bengali-font.ts").toEqual(codePoints.sort());
  });
});
