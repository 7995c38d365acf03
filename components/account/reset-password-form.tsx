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
        <p className="font-medium">Your password is changed, and your account is signed out everywhere.</p>
        <Link href="/login" className={buttonVariants()}>
          Log in with the new password
        </Link>
      </div>
    );
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} className="grid gap-5" aria-label="Choose a new password">
      <FormField label="New password" error={errors.password?.message ?? errors.token?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          {...register("password")}
        />
      </FormField>
      <FormError message={error} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Save the new password"}
      </Button>
    </form>
  );
}
