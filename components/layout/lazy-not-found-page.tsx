"use client";

import { lazy } from "react";

/**
 * The not-found page's body, fetched when a page turns out not to be found. React puts the
 * not-found tree of the root layout into every page's data, so importing the body directly
 * loaded its script (0.9 KB) with every page.
 */
export const LazyNotFoundPage = lazy(() =>
  import("./not-found-page").then(({ NotFoundPage }) => ({ default: NotFoundPage })),
);
