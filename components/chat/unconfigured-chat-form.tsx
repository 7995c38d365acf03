"use client";

import type { ReactNode } from "react";

type UnconfiguredChatFormProps = { className: string; alertText: string; children: ReactNode };

/**
 * The chat form when no valid WhatsApp number is configured: sending says so. The text
 * comes from the server, in the page's language, so no messages are sent to the browser for it.
 */
export function UnconfiguredChatForm({ className, alertText, children }: UnconfiguredChatFormProps) {
  return (
    <form
      method="post"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        window.alert(alertText);
      }}
    >
      {children}
    </form>
  );
}
