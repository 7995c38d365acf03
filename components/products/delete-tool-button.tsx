"use client";

import { toast } from "@/components/layout/toaster";

import { texts } from "@/config/texts";
import { ConfirmButton } from "@/components/forms/confirm-button";
import { api } from "@/lib/client/api";

/** Delete, after the specification's confirm prompt; the answer is shown as a toast. */
export function DeleteToolButton({ toolId, toolName }: { toolId: string; toolName: string }) {
  return (
    <ConfirmButton
      label="Delete"
      pendingLabel="Deleting..."
      ariaLabel={`Delete ${toolName}`}
      title={texts.product.confirmDelete}
      description={`${toolName} disappears from the shop. Orders already placed for it are kept.`}
      keepLabel="Keep it"
      confirmLabel="Yes, delete it"
      onConfirm={async () => {
        try {
          const { deletedCount } = await api<{ deletedCount: number }>(`/api/tools/${toolId}`, { method: "DELETE" });
          if (deletedCount > 0) toast.success(texts.product.deleted(toolName));
        } catch (error) {
          toast.error(error instanceof Error ? error.message : texts.product.failed);
        }
      }}
    />
  );
}
