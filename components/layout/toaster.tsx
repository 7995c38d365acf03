"use client";

import dynamic from "next/dynamic";

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
