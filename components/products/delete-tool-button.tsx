"use client";

import { ConfirmButton } from "@/components/forms/confirm-button";
import { withToasts } from "@/components/forms/refreshing-action";
import { api } from "@/lib/client/api";
import { fill, useMessages } from "@/lib/i18n/client";

/** Delete, after the specification's confirm prompt; the answer is shown as a toast. */
export function DeleteToolButton({ toolId, toolName }: { toolId: string; toolName: string }) {
  const messages = useMessages("products");
  const t = messages.delete;
  return (
    <ConfirmButton
      label={t.label}
      pendingLabel={t.pending}
      ariaLabel={fill(t.ariaLabel, { name: toolName })}
      title={messages.confirmDelete}
      description={fill(t.description, { name: toolName })}
      keepLabel={t.keep}
      confirmLabel={t.confirm}
      onConfirm={withToasts(
        () => api<{ deletedCount: number }>(`/api/tools/${toolId}`, { method: "DELETE" }),
        ({ deletedCount }) => (deletedCount > 0 ? fill(messages.deleted, { name: toolName }) : null),
        messages.failed,
      )}
    />
  );
}
