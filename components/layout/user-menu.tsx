"use client";

import { useState } from "react";
import { Link } from "@/components/navigation/link";

import { useCurrentUser } from "@/components/auth/session-provider";
import { toast } from "@/components/layout/toaster";
import { Icon } from "@/components/icons/icon";
import { clearAccessToken } from "@/lib/client/access-token";
import { signOutOfAuth } from "@/lib/client/auth";
import { useLocale, useMessages } from "@/lib/i18n/client";
import { localizeHref } from "@/lib/i18n/locales";

/**
 * Login, or the signed-in user's name and Sign Out. The buttons' classes come from the server
 * (site-header.tsx), so the button variants' code stays out of every page's JavaScript.
 */
export function UserMenu({ buttonClasses }: { buttonClasses: { login: string; signOut: string } }) {
  const user = useCurrentUser();
  const locale = useLocale();
  const { user: t } = useMessages("layout");
  const [signingOut, setSigningOut] = useState(false);

  if (user.status === "loading") {
    return <span className="h-8 w-16 animate-pulse rounded-md bg-muted" aria-label={t.loading} role="status" />;
  }
  if (user.status === "anonymous") {
    return (
      <Link href="/login" className={buttonClasses.login}>
        {t.login}
      </Link>
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="hidden max-w-40 truncate text-sm font-medium text-slate-700 xl:inline" data-testid="user-name">
        {user.name ?? user.email}
      </span>
      <button
        type="button"
        className={`${buttonClasses.signOut} shrink-0`}
        disabled={signingOut}
        onClick={() => {
          setSigningOut(true);
          clearAccessToken();
          // Success leaves the page; only a failure to reach the shop comes back here.
          signOutOfAuth(localizeHref("/", locale)).catch(() => {
            setSigningOut(false);
            toast.error(t.signOutFailed);
          });
        }}
      >
        {/* A phone's navbar has room for the icon only; the name stays for screen readers. */}
        <Icon name="log-out" className="size-4 sm:hidden" />
        <span className="sr-only sm:not-sr-only">{t.signOut}</span>
      </button>
    </div>
  );
}
