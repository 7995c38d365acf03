"use client";

import { ConfirmButton } from "@/components/forms/confirm-button";
import { withToasts } from "@/components/forms/refreshing-action";
import { api, ApiError } from "@/lib/client/api";
import { fill, useMessages } from "@/lib/i18n/client";

/** Makes a user admin, once the admin has confirmed it: an admin runs the whole shop, and no button takes it back. */
export function MakeAdminButton({ email }: { email: string }) {
  const t = useMessages("dashboard").makeAdmin;
  const makeAdmin = withToasts(
    () =>
      api<{ modifiedCount: number }>(`/api/user/admin/${encodeURIComponent(email)}`, { method: "PUT" }).catch(
        (error: unknown) => {
          // The specification's words for a refusal, whatever the server gave as its reason.
          throw error instanceof ApiError && error.status === 403 ? new Error(t.failure) : error;
        },
      ),
    ({ modifiedCount }) => (modifiedCount > 0 ? t.success : null),
    t.failure,
  );

  return (
    <ConfirmButton
      variant="default"
      label={t.button}
      pendingLabel={t.pending}
      ariaLabel={t.button}
      title={fill(t.confirm.title, { email })}
      description={t.confirm.description}
      confirmLabel={t.button}
      keepLabel={t.confirm.keep}
      onConfirm={makeAdmin}
    />
  );
}
