"use client";

import { useState } from "react";
import { signInWithGoogle } from "@/lib/client/auth";
import { useMessages } from "@/lib/i18n/client";

import { Button } from "@/components/ui/button";

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-5">
      <path
        fill="#4285F4"
        d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h6a5.1 5.1 0 0 1-2.2 3.3v2.8h3.6c2-1.9 3.2-4.7 3.2-8.1Z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.4-2.7l-3.6-2.8c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2v2.9A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M5.7 14a6.6 6.6 0 0 1 0-4.2V7H2a11 11 0 0 0 0 10l3.7-3Z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2 7l3.7 2.9C6.6 7.3 9.1 5.4 12 5.4Z" />
    </svg>
  );
}

/** Signs in through Google; Auth.js brings the visitor back to the callback URL afterwards. */
export function GoogleButton({ callbackUrl, enabled }: { callbackUrl: string; enabled: boolean }) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const { google: text } = useMessages("auth");
  const reasonId = "google-disabled-reason";
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={!enabled || pending}
        aria-describedby={enabled ? undefined : reasonId}
        onClick={() => {
          setPending(true);
          setFailed(false);
          // Success leaves the page; only a failure to reach the shop comes back here.
          signInWithGoogle(callbackUrl).catch(() => {
            setPending(false);
            setFailed(true);
          });
        }}
      >
        <GoogleLogo />
        {pending ? text.redirecting : text.continue}
      </Button>
      {failed && (
        <p role="alert" className="text-center text-sm font-medium text-destructive">
          {text.failed}
        </p>
      )}
      {!enabled && (
        <p id={reasonId} className="text-center text-sm text-slate-600">
          {text.notConfigured}
        </p>
      )}
    </div>
  );
}
