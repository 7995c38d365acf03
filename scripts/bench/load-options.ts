import type { Options } from "autocannon";

/** What a browser's Accept-Encoding says. */
export const BROWSER_ENCODINGS = { "accept-encoding": "gzip, deflate, br, zstd" };

/**
 * How the benches load a URL: 50 connections asking as a browser does. Browsers accept Brotli and
 * gzip, and compressing is a large part of what a page costs a server, so a load without
 * Accept-Encoding would measure a shop nobody visits.
 */
export const browserLoad = (url: string, duration: number): Options => ({
  url,
  connections: 50,
  duration,
  headers: BROWSER_ENCODINGS,
});
