"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";

import { toast } from "@/components/layout/toaster";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { fill, useMessages } from "@/lib/i18n/client";

/** Puts one message back in the queue: the worker sends it again within seconds. */
export function ResendButton({ id, to }: { id: string; to: string }) {
  const router = useRouter();
  const t = useMessages("outbox").resend;
  const [pending, setPending] = useState(false);

  async function resend() {
    setPending(true);
    try {
      await api(`/api/outbox/${encodeURIComponent(id)}/resend`, { method: "POST" });
      toast.success(fill(t.queued, { to }));
      router.refresh();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t.failed);
    } finally {
      setPending(false);
    }
  }

  return (
    <Button size="sm" variant="outline" onClick={resend} disabled={pending} aria-label={fill(t.ariaLabel, { to })}>
      {pending ? t.pending : t.label}
    </Button>
  );
}
