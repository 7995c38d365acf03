import localFont from "next/font/local";

/**
 * Noto Sans Bengali from our own server (no font CDN): its Bengali subset, regular weight only,
 * 44 KB. It comes first in the font list (tailwind.config.ts) but covers only Bengali characters,
 * so Latin text never uses it and English pages never load it. Not preloaded: only Bangla pages use
 * it (the class is set on their <html>).
 *
 * One file for every weight: the browser draws semibold to extrabold from it (synthetic bold).
 * A real bold file cost another 48 KB on a first Bangla visit, which on a slow phone connection
 * competes with the page's scripts, and Lighthouse's mobile score of /bn fell to 94-96 with it.
 */
export const bengaliFont = localFont({
  // A literal path: next/font reads these options at build time. Weights up to 500 only, so a
  // bold heading is drawn bold from this file rather than matched to it at its regular weight.
  src: "../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2",
  weight: "100 500",
  variable: "--font-bengali",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1",
    },
  ],
});

/**
 * The few Bengali letters English pages show (the language switch's "বাংলা", the taka sign), 2 KB,
 * cut from the same font by scripts/fonts/subset-bengali.ts: English pages draw them as Bangla
 * pages do, and not as empty boxes on a device without a Bengali font. Its options repeat the
 * font's above because next/font takes only literal values. Its unicode-range is exactly its
 * letters (messages/messages.test.ts keeps them in step), so any other Bengali letter falls
 * through to the whole font below rather than to nothing.
 */
export const bengaliOnEnglishPages = localFont({
  src: "./fonts/bengali-on-english-pages.woff2",
  weight: "100 500",
  variable: "--font-bengali",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: "unicode-range", value: "U+0982,U+09A1,U+09A8,U+09AA,U+09AC,U+09AF,U+09B2,U+09BC,U+09BE,U+09C1,U+09F3" },
  ],
});

/**
 * The whole Bengali font behind the cut on English pages, for what riders write themselves: a
 * name, an address or a review in Bangla. A browser loads it only for a page that shows such a
 * letter, so English pages without one still load the 2 KB cut alone.
 */
export const bengaliForRidersWords = localFont({
  src: "../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2",
  weight: "100 500",
  variable: "--font-bengali-rest",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1",
    },
  ],
});
