import localFont from "next/font/local";

/**
 * Noto Sans Bengali from our own server (no font CDN), in two parts: the cut first in the font
 * lists, the whole font last on English pages and right after the cut on Bangla ones
 * (tailwind.config.ts). Both cover only Bengali letters, so Latin text keeps the system fonts.
 *
 * First, the few letters English pages show (the language switch's "বাংলা", the taka sign), 2 KB,
 * cut from the whole font by scripts/fonts/subset-bengali.ts, so no device without a Bengali font
 * shows them as empty boxes. Preloaded, on every page: found only when the page is first laid out,
 * it arrived after the first paint and the whole page was laid out again (50 ms of a phone's main
 * thread on the home page, Chromium at a quarter speed). Bangla pages use it too, as the same
 * font's most common letters. Its unicode-range is exactly its letters
 * (messages/messages.test.ts keeps them in step), so any other Bengali letter falls through to
 * the whole font below rather than to nothing.
 */
export const bengaliCut = localFont({
  src: "./fonts/bengali-on-english-pages.woff2",
  weight: "100 500",
  variable: "--font-bengali",
  display: "swap",
  preload: true,
  adjustFontFallback: false,
  declarations: [
    { prop: "unicode-range", value: "U+0982,U+09A1,U+09A8,U+09AA,U+09AC,U+09AF,U+09B2,U+09BC,U+09BE,U+09C1,U+09F3" },
  ],
});

/**
 * The whole font (its Bengali subset, 44 KB), for every other Bengali letter: Bangla pages, and on
 * English pages what riders write themselves, a name, an address or a review in Bangla. A browser
 * loads it only for a page that shows such a letter, so English pages without one load the 2 KB cut
 * alone. Not preloaded: it would cost every English page 44 KB.
 *
 * One file for every weight: the browser draws semibold to extrabold from it (synthetic bold).
 * A real bold file cost another 48 KB on a first Bangla visit, which on a slow phone connection
 * competes with the page's scripts, and Lighthouse's mobile score of /bn fell to 94-96 with it.
 */
export const bengaliBehindCut = localFont({
  src: "../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2",
  // Weights up to 500 only, so a bold heading is drawn bold from this file rather than matched to it
  // at its regular weight.
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
