import * as z from "zod/mini";

// Zod tries `new Function("")` to see whether it may compile faster parsers. The shop's
// Content-Security-Policy forbids eval, so in the browser that probe is a CSP violation
// (and costs Lighthouse's best-practices score); the plain parser is quick enough for forms.
z.config({ jitless: true });

// Zod Mini has no messages of its own. The server answers API calls and configuration errors
// with full Zod's English ones; every form schema names its messages, so the browser never
// needs them, and Next.js drops this branch (and the locale) from client bundles.
if (typeof window === "undefined") z.config(z.locales.en());

/**
 * Zod Mini, set up for the shop: the schemas here are shared with the forms, and Mini's
 * functional API lets the browser bundle only the checks a form uses. Import it from here,
 * never from "zod" (ESLint enforces it).
 */
export { z };
