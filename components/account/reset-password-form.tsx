"use client";

import { useState } from "react";
import { Link } from "@/components/navigation/link";

import { FormError } from "@/components/forms/form-error";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/client/api";
import { useSchemaForm } from "@/lib/client/use-schema-form";
import { useMessages } from "@/lib/i18n/client";

/** Chooses a new password with the token from the mailed link; afterwards, on to the login page. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const { form: fields, reset: text } = useMessages("auth");
  const { formProps, errors, error, submitting } = useSchemaForm({
    fields: ["token", "password"],
    loadSchema: () => import("@/lib/validations/auth").then((schemas) => schemas.resetPasswordSchema),
    send: async (values) => {
      await api("/api/password/reset", { method: "POST", json: values });
      setDone(true);
    },
  });

  if (done)
    return (
      <div role="status" className="grid gap-4 rounded-xl bg-green-50 p-4 text-green-900">
        <p className="font-medium">{text.done}</p>
        <Link href="/login" className={buttonVariants()}>
          {text.logIn}
        </Link>
      </div>
    );
  return (
    <form method="post" {...formProps} className="grid gap-5" aria-label={text.title}>
      <input type="hidden" name="token" value={token} />
      <FormField label={text.newPassword} error={errors.password ?? errors.token}>
        <Input name="password" type="password" autoComplete="new-password" placeholder={fields.passwordPlaceholder} />
      </FormField>
      <FormError message={error} />
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? text.saving : text.submit}
      </Button>
    </form>
  );
}
