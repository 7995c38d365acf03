"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/layout/toaster";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/components/forms/form-field";
import { registerShown } from "@/components/forms/register-shown";
import { api, applyFieldErrors } from "@/lib/client/api";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { fill, useLocale, useMessages } from "@/lib/i18n/client";
import { formatCount } from "@/lib/i18n/format";
import { RATING_MAX } from "@/lib/validations/limits";
import type { ReviewFields } from "@/lib/validations/review";

export function ReviewForm({ defaultName }: { defaultName: string }) {
  const { form: text } = useMessages("reviews");
  const locale = useLocale();
  const [resolver] = useState(() =>
    lazyZodResolver(() => import("@/lib/validations/review").then((schemas) => schemas.reviewFieldsSchema)),
  );
  const form = useForm<ReviewFields>({
    resolver,
    defaultValues: { name: defaultName, buyerReview: "", rating: RATING_MAX },
  });
  const register = registerShown(form);
  const {
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (review) => {
    try {
      const { insertedId } = await api<{ insertedId?: string }>("/api/review", { method: "POST", json: { review } });
      if (!insertedId) throw new Error("no insertedId");
      toast.success(text.added);
      reset({ name: review.name, buyerReview: "", rating: RATING_MAX });
    } catch (error) {
      // The review is sent as `{ review }`, so the server names its fields `review.<field>`.
      applyFieldErrors(form, error, "review.");
      toast.error(text.failed);
    }
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      className="grid max-w-xl gap-5"
      aria-label={text.label}
    >
      <FormField label={text.name} error={errors.name?.message}>
        <Input autoComplete="name" {...register("name")} />
      </FormField>
      <FormField label={text.review} error={errors.buyerReview?.message}>
        <Textarea rows={5} placeholder={text.placeholder} {...register("buyerReview")} />
      </FormField>
      <FormField
        label={text.rating}
        error={errors.rating?.message}
        hint={fill(text.ratingHint, { min: formatCount(0, locale), max: formatCount(RATING_MAX, locale) })}
      >
        <Input type="number" min={0} max={RATING_MAX} step={0.5} {...register("rating", { valueAsNumber: true })} />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? text.sending : text.submit}
      </Button>
    </form>
  );
}
