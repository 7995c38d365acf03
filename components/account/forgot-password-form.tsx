"use client";

import { useState } from "react";

import { FormError } from "@/components/forms/form-error";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/client/api";
import { useSchemaForm } from "@/lib/client/use-schema-form";
import { useMessages } from "@/lib/i18n/client";

/** Asks for a reset link; the answer reads the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [answer, setAnswer] = useState<string | null>(null);
  const { form: fields, forgot: text } = useMessages("auth");
  const { formProps, errors, error, submitting } = useSchemaForm({
    fields: ["email"],
    loadSchema: () => import("@/lib/validations/auth").then((schemas) => schemas.forgotPasswordSchema),
    send: async (values) => {
      setAnswer((await api<{ message: string }>("/api/password/forgot", { method: "POST", json: values })).message);
    },
  });

  if (answer)
    return (
      <p role="status" className="rounded-xl bg-green-50 p-4 font-medium text-green-900">
        {answer}
      </p>
    );
  return (
    <form method="post" {...formProps} className="grid gap-5" aria-label={text.submit}>
      <FormField label={fields.email} error={errors.email}>
        <Input name="email" type="email" autoComplete="email" placeholder={fields.emailPlaceholder} />
      </FormField>
      <FormError message={error} />
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? text.sending : text.submit}
      </Button>
    </form>
  );
}
