import type { Config } from "tailwindcss";

const bengaliCut = "var(--font-bengali, system-ui)";
const bengaliWhole = "var(--font-bengali-rest, sans-serif)";
const systemFonts = ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"];

/**
 * The shop's theme. Tailwind v4 reads it through `@config` in app/globals.css;
 * the colour values live there as CSS variables so shadcn/ui components can use them.
 */
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        border: "var(--border)",
        input: "var(--input)",
        ring: "var(--ring)",
        background: "var(--background)",
        foreground: "var(--foreground)",
        primary: { DEFAULT: "var(--primary)", foreground: "var(--primary-foreground)" },
        secondary: { DEFAULT: "var(--secondary)", foreground: "var(--secondary-foreground)" },
        muted: { DEFAULT: "var(--muted)", foreground: "var(--muted-foreground)" },
        accent: { DEFAULT: "var(--accent)", foreground: "var(--accent-foreground)" },
        destructive: { DEFAULT: "var(--destructive)", foreground: "var(--destructive-foreground)" },
        card: { DEFAULT: "var(--card)", foreground: "var(--card-foreground)" },
        ink: { DEFAULT: "#0f172a", soft: "#1e293b" },
        brand: {
          50: "#fff7ed",
          100: "#ffedd5",
          200: "#fed7aa",
          500: "#f97316",
          600: "#ea580c",
          700: "#c2410c",
          800: "#9a3412",
        },
      },
      borderRadius: {
        lg: "var(--radius)",
        md: "calc(var(--radius) - 2px)",
        sm: "calc(var(--radius) - 4px)",
      },
      // Noto Sans Bengali (components/layout/bengali-font.ts) in two faces whose unicode-range is
      // Bengali alone: the 2 KB cut first in both lists, then the page's own script. English pages
      // (font-sans) put the system fonts before the whole font: ahead of them, the whole font (not
      // even downloaded unless the page has a letter for it) slowed Chromium's layout of Latin text,
      // the home page's by a third (docs/architecture.md, "The Bengali font"). Bangla pages
      // (font-bangla, on their <html>) keep the whole font right after the cut. With system-ui ahead
      // of the cut, this Chromium drew some bold Bengali as empty boxes. Outside the shop's shell the
      // variables are unset and their fallbacks keep the lists valid (an undefined variable would
      // void the whole list, and the page would turn serif).
      fontFamily: {
        sans: [bengaliCut, ...systemFonts, bengaliWhole],
        bangla: [bengaliCut, bengaliWhole, ...systemFonts],
      },
      height: {
        banner: "800px",
      },
    },
  },
};

export default config;
