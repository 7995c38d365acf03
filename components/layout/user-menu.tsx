"use client";

import { useState } from "react";
import Link from "next/link";
import { signOut } from "next-auth/react";

import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/components/auth/session-provider";
import { clearAccessToken } from "@/lib/client/access-token";

/** Login, or the signed-in user's name and Sign Out. */
export function UserMenu() {
  const user = useCurrentUser();
  const [signingOut, setSigningOut] = useState(false);

  if (user.status === "loading") return <Skeleton className="h-8 w-20" aria-label="Loading account" />;
  if (user.status === "anonymous") {
    return (
      <Link href="/login" className={buttonVariants({ size: "sm" })}>
        Login
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-3">
      <span className="hidden max-w-40 truncate text-sm font-medium text-slate-700 sm:inline" data-testid="user-name">
        {user.name ?? user.email}
      </span>
      <Button
        size="sm"
        variant="outline"
        disabled={signingOut}
        onClick={() => {
          setSigningOut(true);
          clearAccessToken();
          void signOut({ callbackUrl: "/" });
        }}
      >
        Sign Out
      </Button>
    </div>
  );
}
