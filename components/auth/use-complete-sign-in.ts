"use client";

import type { Route } from "next";
import { useRouter } from "next/navigation";
import { getSession, useSession } from "next-auth/react";

import { texts } from "@/config/texts";
import { fetchAndStoreAccessToken } from "@/lib/client/api";

/**
 * What follows a successful login or sign-up: pick up the new session, fetch and store
 * the API token, then go where the visitor came from, replacing the login page in history.
 */
/** `callbackUrl` must already be vetted by safeCallbackUrl. */
export function useCompleteSignIn(callbackUrl: string) {
  const router = useRouter();
  const { update } = useSession();
  return async () => {
    // update() does nothing while the provider's first fetch is still running.
    const session = (await update()) ?? (await getSession());
    const email = session?.user?.email;
    if (!email) throw new Error(texts.auth.noUser);
    await fetchAndStoreAccessToken(email);
    router.replace(callbackUrl as Route);
    router.refresh();
  };
}
