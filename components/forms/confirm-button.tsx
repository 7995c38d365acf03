"use client";

import type { ReactNode } from "react";

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
import { useRefreshingAction } from "@/components/forms/refreshing-action";

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
  const { pending, run: confirm } = useRefreshingAction(onConfirm);

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
