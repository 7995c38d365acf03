import localFont from "next/font/local";

/**
 * Noto Sans Bengali from our own server (no font CDN), its Bengali subset only, 40-50 KB per
 * weight. It comes after the Latin system fonts (tailwind.config.ts) and covers only Bengali
 * characters, so English text never loads it, and a phone with a Bengali system font may not
 * either. Not preloaded: only Bangla pages use it (the class is set on their <html>).
 */
export const bengaliFont = localFont({
  // Literal paths: next/font reads these options at build time.
  src: [
    {
      path: "../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2",
      weight: "400",
    },
    {
      path: "../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2",
      weight: "600",
    },
    {
      path: "../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2",
      weight: "700",
    },
    {
      path: "../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-800-normal.woff2",
      weight: "800",
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
