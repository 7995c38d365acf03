"use client";

import type { ReactNode } from "react";

import { texts } from "@/config/texts";

/** The chat form when no valid WhatsApp number is configured: sending says so. */
export function UnconfiguredChatForm({ className, children }: { className: string; children: ReactNode }) {
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        window.alert(texts.chat.invalidPhone);
      }}
    >
      {children}
    </form>
  );
}
