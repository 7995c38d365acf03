"use client";

import { useRefreshingAction, withToasts } from "@/components/forms/refreshing-action";
import { Button } from "@/components/ui/button";
import { api, ApiError } from "@/lib/client/api";
import { useMessages } from "@/lib/i18n/client";

export function MakeAdminButton({ email }: { email: string }) {
  const t = useMessages("dashboard").makeAdmin;
  const { pending, run: makeAdmin } = useRefreshingAction(
    withToasts(
      () =>
        api<{ modifiedCount: number }>(`/api/user/admin/${encodeURIComponent(email)}`, { method: "PUT" }).catch(
          (error: unknown) => {
            // The specification's words for a refusal, whatever the server gave as its reason.
            throw error instanceof ApiError && error.status === 403 ? new Error(t.failure) : error;
          },
        ),
      ({ modifiedCount }) => (modifiedCount > 0 ? t.success : null),
      t.failure,
    ),
  );

  return (
    <Button size="sm" onClick={makeAdmin} disabled={pending}>
      {pending ? t.pending : t.button}
    </Button>
  );
}
