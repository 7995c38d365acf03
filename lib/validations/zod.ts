import { z } from "zod";

// Zod tries `new Function("")` to see whether it may compile faster parsers. The shop's
// Content-Security-Policy forbids eval, so in the browser that probe is a CSP violation
// (and costs Lighthouse's best-practices score); the plain parser is quick enough for forms.
z.config({ jitless: true });

/** Zod, set up for the shop: import it from here, never from "zod" (ESLint enforces it). */
export { z };
