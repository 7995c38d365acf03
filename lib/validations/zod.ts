import { config } from "zod/mini";
import en from "zod/v4/locales/en.js";

// Zod tries `new Function("")` to see whether it may compile faster parsers. The shop's
// Content-Security-Policy forbids eval, so in the browser that probe is a CSP violation
// (and costs Lighthouse's best-practices score); the plain parser is quick enough for forms.
config({ jitless: true });

// Zod Mini has no messages of its own. The server answers API calls and configuration errors
// with full Zod's English ones; every form schema names its messages, so the browser never
// needs them, and Next.js drops this branch from client bundles. The one locale, not `z.locales`,
// which would bundle all of them.
if (typeof window === "undefined") config(en());

/**
 * Zod Mini, set up for the shop: the schemas here are shared with the forms, and Mini's
 * functional API lets the browser bundle only the checks a form uses. Import it from here as
 * `import * as z`, never from "zod" (ESLint enforces it). A star re-export, not a namespace
 * object, so the bundler can still drop what the shop does not use (the other locales, JSON Schema).
 */
export * from "zod/mini";
