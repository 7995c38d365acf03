"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { useRouter } from "next/navigation";

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { toast } from "@/components/layout/toaster";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/client/api";
import { errorMessage } from "@/lib/error-message";

type FormDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  cancelLabel: string;
  submitLabel: string;
  pendingLabel: string;
  variant?: "default" | "destructive";
  /** Sends the form and resolves to what the toast says it did; the page refreshes after. */
  send: (form: FormData) => Promise<string>;
  /** The toast when the request failed without the server saying why. */
  failed: string;
  /** The form's fields, given the server's errors by field name. */
  children: (errors: Record<string, string>) => ReactNode;
};

/**
 * An admin's step that needs a word or two, as shipping an order or refunding a return: a small
 * form in a dialog, which stays open with the server's field errors beside their fields when it is refused.
 */
export function FormDialog({
  trigger,
  title,
  description,
  cancelLabel,
  submitLabel,
  pendingLabel,
  variant = "default",
  send,
  failed,
  children,
}: FormDialogProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    try {
      toast.success(await send(form));
      setOpen(false);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      toast.error(errorMessage(error, failed));
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <form method="post" onSubmit={submit} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{title}</AlertDialogTitle>
            <AlertDialogDescription>{description}</AlertDialogDescription>
          </AlertDialogHeader>
          {children(errors)}
          <AlertDialogFooter>
            <AlertDialogCancel type="button">{cancelLabel}</AlertDialogCancel>
            <Button type="submit" variant={variant} disabled={pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
