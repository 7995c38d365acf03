"use client";

import { useRefreshingAction, withToasts } from "@/components/forms/refreshing-action";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { fill, useMessages } from "@/lib/i18n/client";

/** Puts one message back in the queue: the worker sends it again within seconds. */
export function ResendButton({ id, to }: { id: string; to: string }) {
  const t = useMessages("outbox").resend;
  const { pending, run: resend } = useRefreshingAction(
    withToasts(
      () => api(`/api/outbox/${encodeURIComponent(id)}/resend`, { method: "POST" }),
      () => fill(t.queued, { to }),
      t.failed,
    ),
  );

  return (
    <Button size="sm" variant="outline" onClick={resend} disabled={pending} aria-label={fill(t.ariaLabel, { to })}>
      {pending ? t.pending : t.label}
    </Button>
  );
}
