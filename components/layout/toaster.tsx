"use client";

import dynamic from "next/dynamic";
import type { toast as sonnerToast } from "sonner";

// Loaded after the page is interactive: toasts only follow something the visitor did,
// so the toast library need not weigh on every page's first load.
const Sonner = dynamic(() => import("sonner").then((module) => module.Toaster), { ssr: false });

/** The app's one toast container, as the specification sets it: top right, 5 s, light, swipe to dismiss. */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      duration={5000}
      theme="light"
      richColors
      closeButton
      swipeDirections={["right", "top"]}
    />
  );
}

/** Sonner's toast of one kind (they all take a message and options), fetched on first use like the container. */
function show(kind: "success" | "error" | "info") {
  return (...args: Parameters<typeof sonnerToast.success>) =>
    void import("sonner").then(({ toast }) => toast[kind](...args));
}

/** Import toasts from here, never from "sonner", which would put the library in the page's first load. */
export const toast = { success: show("success"), error: show("error"), info: show("info") };
