"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "@/lib/validations/zod";
import { toast } from "@/components/layout/toaster";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/forms/form-field";
import { registerShown } from "@/components/forms/register-shown";
import { useRefreshSession } from "@/components/auth/session-provider";
import { api } from "@/lib/client/api";
import { updateSessionName } from "@/lib/client/auth";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useApiSubmit } from "@/lib/client/use-api-submit";
import { useLocale, useMessages } from "@/lib/i18n/client";
import { localizeHref } from "@/lib/i18n/locales";
import type { Profile } from "@/lib/data/users";
import type { profileSchema } from "@/lib/validations/profile";

type ProfileFields = z.input<typeof profileSchema>;

export function ProfileForm({ profile }: { profile: Profile }) {
  const router = useRouter();
  const refreshSession = useRefreshSession();
  const { edit: text } = useMessages("account");
  const locale = useLocale();
  const [resolver] = useState(() =>
    lazyZodResolver(() => import("@/lib/validations/profile").then((schemas) => schemas.profileSchema)),
  );
  const form = useForm<ProfileFields, unknown, z.output<typeof profileSchema>>({
    resolver,
    defaultValues: profile,
  });
  const register = registerShown(form);
  const {
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit } = useApiSubmit(
    form,
    async (values) => {
      await api(`/api/profile/${encodeURIComponent(profile.email)}`, { method: "PUT", json: values });
      // The navbar shows the display name from the session: refresh it there too.
      await updateSessionName(values.name);
      await refreshSession();
      toast.success(text.saved);
      router.push(localizeHref("/dashboard", locale));
      router.refresh();
    },
    toast.error,
  );

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      className="grid max-w-2xl gap-5 sm:grid-cols-2"
      aria-label={text.formLabel}
    >
      <FormField label={text.name} error={errors.name?.message}>
        <Input autoComplete="name" {...register("name")} />
      </FormField>
      <FormField label={text.email}>
        <Input type="email" readOnly {...register("email")} />
      </FormField>
      <FormField label={text.phone} error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" placeholder="01711000000" {...register("phone")} />
      </FormField>
      <FormField label={text.profession} error={errors.linkedin?.message}>
        <Input placeholder={text.professionPlaceholder} {...register("linkedin")} />
      </FormField>
      <FormField label={text.address} error={errors.address?.message} className="sm:col-span-2">
        <Input autoComplete="street-address" placeholder={text.addressPlaceholder} {...register("address")} />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? text.saving : text.submit}
      </Button>
    </form>
  );
}
