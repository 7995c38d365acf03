"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/layout/toaster";

import { Button } from "@/components/ui/button";
import { api, ApiError } from "@/lib/client/api";
import { useMessages } from "@/lib/i18n/client";

export function MakeAdminButton({ email }: { email: string }) {
  const router = useRouter();
  const t = useMessages("dashboard").makeAdmin;
  const [pending, setPending] = useState(false);

  async function makeAdmin() {
    setPending(true);
    try {
      const { modifiedCount } = await api<{ modifiedCount: number }>(`/api/user/admin/${encodeURIComponent(email)}`, {
        method: "PUT",
      });
      if (modifiedCount > 0) toast.success(t.success);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) toast.error(t.failure);
      else toast.error(error instanceof Error ? error.message : t.failure);
    } finally {
      setPending(false);
    }
  }

  return (
    <Button size="sm" onClick={makeAdmin} disabled={pending}>
      {pending ? t.pending : t.button}
    </Button>
  );
}
