"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { FormError } from "@/components/forms/form-error";
import { FormField } from "@/components/forms/form-field";
import { toast } from "@/components/layout/toaster";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/client/api";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useApiSubmit } from "@/lib/client/use-api-submit";
import { fill, useMessages } from "@/lib/i18n/client";
import type { NewBike } from "@/lib/validations/bikes";

type Added = { makeName: string; name: string };

/** Adds a model to the bike list: riders can choose it, and products can be fitted to it, at once. */
export function AddBikeForm() {
  const router = useRouter();
  const t = useMessages("dashboard").bikes.form;
  const [resolver] = useState(() =>
    lazyZodResolver<NewBike, NewBike>(() => import("@/lib/validations/bikes").then((schemas) => schemas.newBikeSchema)),
  );
  const form = useForm<NewBike>({ resolver, defaultValues: { makeName: "", name: "" } });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, error } = useApiSubmit(form, async (bike) => {
    const added = await api<Added>("/api/bikes", { method: "POST", json: bike });
    toast.success(fill(t.added, { make: added.makeName, model: added.name }));
    reset();
    router.refresh();
  });
  const asNumber = { valueAsNumber: true } as const;

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      noValidate
      className="grid items-start gap-4 sm:grid-cols-2"
      aria-label={t.label}
    >
      <FormField label={t.maker} error={errors.makeName?.message} hint={t.makerHint}>
        <Input maxLength={30} placeholder="Bajaj" {...register("makeName")} />
      </FormField>
      <FormField label={t.model} error={errors.name?.message}>
        <Input maxLength={40} placeholder="Pulsar N150" {...register("name")} />
      </FormField>
      <FormField label={t.firstYear} error={errors.years?.message ?? errors.years?.[0]?.message}>
        <Input type="number" inputMode="numeric" placeholder="2023" {...register("years.0", asNumber)} />
      </FormField>
      <FormField label={t.lastYear} error={errors.years?.[1]?.message} hint={t.lastYearHint}>
        <Input type="number" inputMode="numeric" placeholder="2026" {...register("years.1", asNumber)} />
      </FormField>
      <FormField label={t.engine} error={errors.cc?.message} hint={t.engineHint}>
        <Input type="number" inputMode="numeric" placeholder="150" {...register("cc", asNumber)} />
      </FormField>
      <FormError message={error} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.pending : t.submit}
        </Button>
      </div>
    </form>
  );
}
