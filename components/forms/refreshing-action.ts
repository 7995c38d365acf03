"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";

import { toast } from "@/components/layout/toaster";
import { errorMessage } from "@/lib/error-message";

/**
 * An admin action on what the page shows: `pending` while it runs, then the page's server data is
 * fetched again however it went, as a refusal usually means that data moved on meanwhile.
 */
export function useRefreshingAction(action: () => Promise<void>): { pending: boolean; run: () => Promise<void> } {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function run() {
    setPending(true);
    try {
      await action();
    } finally {
      setPending(false);
      router.refresh();
    }
  }

  return { pending, run };
}

/**
 * The usual action: calls the server and says how it went in a toast, the server's own refusal
 * when it gives one (a 409's reason), or the fallback when the request failed outright.
 */
export function withToasts<T>(request: () => Promise<T>, success: (result: T) => string | null, failed: string) {
  return async () => {
    try {
      const message = success(await request());
      if (message) toast.success(message);
    } catch (error) {
      toast.error(errorMessage(error, failed));
    }
  };
}
