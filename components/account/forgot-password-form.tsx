"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";

import { FormError } from "@/components/forms/form-error";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/client/api";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useApiSubmit } from "@/lib/client/use-api-submit";
import { useMessages } from "@/lib/i18n/client";

type Fields = { email: string };

/** Asks for a reset link; the answer reads the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [resolver] = useState(() =>
    lazyZodResolver<Fields, Fields>(() =>
      import("@/lib/validations/auth").then((schemas) => schemas.forgotPasswordSchema),
    ),
  );
  const form = useForm<Fields>({ resolver, defaultValues: { email: "" } });
  const [sent, setSent] = useState<string | null>(null);
  const { form: fields, forgot: text } = useMessages("auth");
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit, error } = useApiSubmit(form, async (values) => {
    setSent((await api<{ message: string }>("/api/password/forgot", { method: "POST", json: values })).message);
  });

  if (sent)
    return (
      <p role="status" className="rounded-xl bg-green-50 p-4 font-medium text-green-900">
        {sent}
      </p>
    );
  return (
    <form method="post" onSubmit={onSubmit} onFocus={resolver.preload} className="grid gap-5" aria-label={text.submit}>
      <FormField label={fields.email} error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder={fields.emailPlaceholder} {...register("email")} />
      </FormField>
      <FormError message={error} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? text.sending : text.submit}
      </Button>
    </form>
  );
}
