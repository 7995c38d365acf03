"use client";

import { useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/layout/toaster";

type ConfirmButtonProps = {
  /** The button, its label while the action runs, and its accessible name. */
  label: string;
  pendingLabel: string;
  ariaLabel: string;
  /** The confirm prompt (the specification's words) and what will happen. */
  title: string;
  description: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  /** The action; it reports its own outcome (toasts). The page refreshes afterwards either way. */
  onConfirm: () => Promise<void>;
  /** Red for what cannot be undone by cancelling or deleting; the brand colour for a step forward. */
  variant?: "destructive" | "default";
};

/** An action behind a confirm prompt, as cancelling an order, deleting a tool or marking an order delivered. */
export function ConfirmButton({
  label,
  pendingLabel,
  ariaLabel,
  title,
  description,
  confirmLabel,
  keepLabel,
  onConfirm,
  variant = "destructive",
}: ConfirmButtonProps) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
      router.refresh();
    }
  }

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant={variant} disabled={pending} aria-label={ariaLabel}>
          {pending ? pendingLabel : label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{keepLabel}</AlertDialogCancel>
          <AlertDialogAction variant={variant} onClick={confirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * The usual onConfirm: calls the server and says how it went in a toast, the server's own
 * refusal when it gives one (a 409's reason), or the fallback when the request failed outright.
 */
export function withToasts<T>(request: () => Promise<T>, success: (result: T) => string | null, failed: string) {
  return async () => {
    try {
      const message = success(await request());
      if (message) toast.success(message);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : failed);
    }
  };
}
