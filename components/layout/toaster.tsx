"use client";

import { Toaster as Sonner } from "sonner";

/** The app's one toast container, as the specification sets it: top right, 5 s, light. */
export function Toaster() {
  return <Sonner position="top-right" duration={5000} theme="light" richColors closeButton swipeDirections={["right", "top"]} />;
}
