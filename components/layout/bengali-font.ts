import localFont from "next/font/local";

/**
 * Noto Sans Bengali from our own server (no font CDN), its Bengali subset only, 44 KB per
 * file. It comes first in the font list (tailwind.config.ts) but covers only Bengali characters,
 * so Latin text never uses it and English pages never load it. Not preloaded: only Bangla pages use it (the class is set on their <html>).
 */
export const bengaliFont = localFont({
  // Two files for every weight the pages use (each file stands for a range, so the browser neither
  // downloads four nor fakes bold): regular text, and semibold to extrabold headings and buttons.
  // Literal paths: next/font reads these options at build time.
  src: [
    {
      path: "../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2",
      weight: "100 500",
    },
    {
      path: "../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2",
      weight: "600 900",
    },
  ],
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
