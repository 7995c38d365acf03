"use client";

import { lazy } from "react";

const NotFoundBody = lazy(() => import("./not-found-page").then(({ NotFoundPage }) => ({ default: NotFoundPage })));

/**
 * The not-found page's body, fetched when a page turns out not to be found. React puts the
 * not-found tree of the root layout into every page's data, so importing the body directly
 * loaded its script (0.9 KB) with every page. (A component, not the lazy one itself: a page's
 * data can name only a function as a client component.)
 */
export function LazyNotFoundPage() {
  return <NotFoundBody />;
}
