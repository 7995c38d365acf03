"use client";

import type { Route } from "next";
import { useRouter } from "next/navigation";

import { useRefreshSession } from "@/components/auth/session-provider";
import { fetchAndStoreAccessToken } from "@/lib/client/api";
import { useMessages } from "@/lib/i18n/client";

/**
 * What follows a successful login or sign-up: pick up the new session, fetch and store
 * the API token, then go where the visitor came from, replacing the login page in history.
 * `callbackUrl` must already be vetted by safeCallbackUrl.
 */
export function useCompleteSignIn(callbackUrl: string) {
  const router = useRouter();
  const refreshSession = useRefreshSession();
  const { noUser } = useMessages("auth");
  return async () => {
    const session = await refreshSession();
    if (!session) throw new Error(noUser);
    await fetchAndStoreAccessToken(session.user.email);
    router.replace(callbackUrl as Route);
    router.refresh();
  };
}
