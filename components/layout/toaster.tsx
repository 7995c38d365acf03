"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import type { toast as sonnerToast } from "sonner";

// Loaded with the first toast, never with the page: toasts only follow something the visitor did,
// and the library's 35 KB of script and the stylesheet it inserts (a style recalculation of the
// whole page) had been arriving on every page right after hydration.
const Sonner = lazy(() => import("sonner").then(({ Toaster }) => ({ default: Toaster })));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};

/** The app's one toast container, as the specification sets it: top right, 5 s, light, swipe to dismiss. */
export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense>
      <Sonner
        position="top-right"
        duration={5000}
        theme="light"
        richColors
        closeButton
        swipeDirections={["right", "top"]}
        // Sonner sets its own list of system fonts, which has no Bengali font and no taka sign on a
        // device without them: the toasts take the page's fonts (tailwind.config.ts) instead.
        style={{ fontFamily: "inherit" }}
      />
    </Suspense>
  );
}

/**
 * Sonner's toast of one kind (they all take a message and options). It mounts the container,
 * which shows the toasts raised before it mounted once it does.
 */
function show(kind: "success" | "error" | "info") {
  return (...args: Parameters<typeof sonnerToast.success>) => {
    if (!wanted) {
      wanted = true;
      for (const listener of listeners) listener();
    }
    void import("sonner").then(({ toast }) => toast[kind](...args));
  };
}

/** Import toasts from here, never from "sonner", which would put the library in the page's first load. */
export const toast = { success: show("success"), error: show("error"), info: show("info") };
