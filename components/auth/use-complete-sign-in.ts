"use client";

import type { Route } from "next";
import { useRouter } from "next/navigation";

import { useRefreshSession } from "@/components/auth/session-provider";
import { api, fetchAndStoreAccessToken } from "@/lib/client/api";
import { useMessages } from "@/lib/i18n/client";

/**
 * What follows a successful login or sign-up: pick up the new session, fetch and store
 * the API token, then go where the visitor came from, replacing the login page in history.
 * `callbackUrl` must already be vetted by safeCallbackUrl. `adminHome`, given when the visitor came
 * without a callback, is where an admin goes instead (their overview): the API says whether
 * they are one, as it does for the sidebar.
 */
export function useCompleteSignIn(callbackUrl: string, adminHome?: string) {
  const router = useRouter();
  const refreshSession = useRefreshSession();
  const { noUser } = useMessages("auth");
  return async () => {
    const session = await refreshSession();
    if (!session) throw new Error(noUser);
    await fetchAndStoreAccessToken(session.user.email);
    const admin =
      adminHome !== undefined &&
      (await api<{ admin: boolean }>(`/api/admin/${encodeURIComponent(session.user.email)}`).then(
        (answer) => answer.admin,
        () => false,
      ));
    router.replace((admin ? adminHome : callbackUrl) as Route);
    router.refresh();
  };
}
