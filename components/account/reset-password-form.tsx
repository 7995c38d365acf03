"use client";

import { useState } from "react";
import { Link } from "@/components/navigation/link";
import { useForm } from "react-hook-form";

import { FormError } from "@/components/forms/form-error";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/client/api";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useApiSubmit } from "@/lib/client/use-api-submit";
import { useMessages } from "@/lib/i18n/client";

type Fields = { token: string; password: string };

/** Chooses a new password with the token from the mailed link; afterwards, on to the login page. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [resolver] = useState(() =>
    lazyZodResolver<Fields, Fields>(() =>
      import("@/lib/validations/auth").then((schemas) => schemas.resetPasswordSchema),
    ),
  );
  const form = useForm<Fields>({ resolver, defaultValues: { token, password: "" } });
  const [done, setDone] = useState(false);
  const { form: fields, reset: text } = useMessages("auth");
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit, error } = useApiSubmit(form, async (values) => {
    await api("/api/password/reset", { method: "POST", json: values });
    setDone(true);
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
    <form method="post" onSubmit={onSubmit} onFocus={resolver.preload} className="grid gap-5" aria-label={text.title}>
      <FormField label={text.newPassword} error={errors.password?.message ?? errors.token?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          placeholder={fields.passwordPlaceholder}
          {...register("password")}
        />
      </FormField>
      <FormError message={error} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? text.saving : text.submit}
      </Button>
    </form>
  );
}
