"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/layout/toaster";

import { texts } from "@/config/texts";
import { Button } from "@/components/ui/button";
import { api, ApiError } from "@/lib/client/api";

export function MakeAdminButton({ email }: { email: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function makeAdmin() {
    setPending(true);
    try {
      const { modifiedCount } = await api<{ modifiedCount: number }>(`/api/user/admin/${encodeURIComponent(email)}`, {
        method: "PUT",
      });
      if (modifiedCount > 0) toast.success(texts.makeAdmin.success);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) toast.error(texts.makeAdmin.failure);
      else toast.error(error instanceof Error ? error.message : texts.makeAdmin.failure);
    } finally {
      setPending(false);
    }
  }

  return (
    <Button size="sm" onClick={makeAdmin} disabled={pending}>
      {pending ? "Making admin..." : "Make Admin"}
    </Button>
  );
}
