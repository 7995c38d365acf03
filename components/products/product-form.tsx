"use client";

import { useEffect, useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/layout/toaster";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/components/forms/form-field";
import { registerShown } from "@/components/forms/register-shown";
import { FitmentField } from "@/components/bikes/fitment-field";
import type { BikeMake } from "@/lib/bikes/directory";
import { api, ApiError, applyFieldErrors, uploadImage } from "@/lib/client/api";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { fill, useLocale, useMessages } from "@/lib/i18n/client";
import { formatNumber } from "@/lib/i18n/format";
import { intlTag, localizeHref, type Locale } from "@/lib/i18n/locales";
import { IMAGE_TYPES, MAX_IMAGE_LABEL } from "@/lib/validations/image";
import type { Tool } from "@/lib/data/tools";
import { CATEGORIES, PRODUCT_LIMITS, VAT_RATES } from "@/lib/validations/limits";
import type { ProductFormValues, ProductInput } from "@/lib/validations/product";
import { StaticImage } from "@/components/ui/static-image";

/** A local preview of the chosen picture, released again when the choice changes. */
function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** What the editor changed, so a save never rewrites fields someone else changed meanwhile. */
function changedFields(before: Tool, after: Omit<ProductInput, "image"> & { image?: string }): Partial<ProductInput> {
  return Object.fromEntries(
    Object.entries(after).filter(
      ([key, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify(before[key as keyof Tool]),
    ),
  );
}

function formatSize(bytes: number, locale: Locale): string {
  return bytes < 1024 * 1024
    ? `${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)} KB`
    : `${(bytes / (1024 * 1024)).toLocaleString(intlTag[locale].numbers, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
}

/**
 * Add product, or, given a product, its editor. A chosen picture is uploaded first, then the
 * product is saved with its URL; the editor keeps the current picture unless a new one is chosen
 * and sends only what changed.
 */
export function ProductForm({ product: editing, makes }: { product?: Tool; makes: BikeMake[] }) {
  const router = useRouter();
  const locale = useLocale();
  const messages = useMessages("products");
  const { categories } = useMessages("catalogue");
  const t = messages.form;
  // Both schemas give the same shape; the editor's accepts an empty file input.
  const [resolver] = useState(() =>
    lazyZodResolver<ProductFormValues, ProductFormValues>(() =>
      import("@/lib/validations/product").then((schemas) =>
        editing ? schemas.productEditFormSchema : schemas.productFormSchema,
      ),
    ),
  );
  const form = useForm<ProductFormValues>({
    resolver,
    defaultValues: editing
      ? {
          name: editing.name,
          shortDescription: editing.shortDescription,
          orderQuantity: editing.orderQuantity,
          availableQuantity: editing.availableQuantity,
          price: editing.price,
          category: editing.category,
          vatRate: editing.vatRate ?? null,
          universal: editing.universal,
          fits: editing.fits,
        }
      : { name: "", shortDescription: "", universal: false, fits: [] },
  });
  const register = registerShown(form);
  const {
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const files = useWatch({ control, name: "image" });
  const file = typeof FileList !== "undefined" && files instanceof FileList ? files.item(0) : null;
  const previewUrl = usePreviewUrl(file);
  const shownPicture = previewUrl ?? editing?.image;

  const onSubmit = handleSubmit(async ({ image: chosen, ...product }) => {
    const picture = chosen.item(0);
    let image: string | undefined;
    try {
      if (picture) image = await uploadImage(picture);
      if (editing) {
        const changes = changedFields(editing, { ...product, image });
        if (Object.keys(changes).length > 0) await api(`/api/tools/${editing._id}`, { method: "PATCH", json: changes });
        toast.success(fill(messages.saved, { name: product.name }));
        router.push(localizeHref("/manageproducts", locale));
        router.refresh();
        return;
      }
      const { insertedId } = await api<{ insertedId?: string }>("/api/tools", {
        method: "POST",
        json: { ...product, image },
      });
      if (!insertedId) throw new Error("no insertedId");
      toast.success(messages.added);
      reset();
    } catch (error) {
      // The product was not saved, so its freshly uploaded picture would be shown nowhere.
      if (image) void api(image, { method: "DELETE" }).catch(() => undefined);
      applyFieldErrors(form, error);
      toast.error(messages.failed, { description: error instanceof ApiError ? error.message : undefined });
    }
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      noValidate
      className="grid gap-5 sm:grid-cols-2"
      aria-label={editing ? t.editLabel : t.addLabel}
    >
      <FormField label={t.name} error={errors.name?.message} className="sm:col-span-2">
        <Input maxLength={PRODUCT_LIMITS.nameLength} placeholder={t.namePlaceholder} {...register("name")} />
      </FormField>
      <FormField
        label={t.description}
        error={errors.shortDescription?.message}
        hint={fill(t.descriptionHint, { max: formatNumber(PRODUCT_LIMITS.descriptionLength, locale) })}
        className="sm:col-span-2"
      >
        <Textarea
          rows={4}
          maxLength={PRODUCT_LIMITS.descriptionLength}
          placeholder={t.descriptionPlaceholder}
          {...register("shortDescription")}
        />
      </FormField>
      <FormField label={t.orderQuantity} error={errors.orderQuantity?.message} hint={t.orderQuantityHint}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...register("orderQuantity", { valueAsNumber: true })}
        />
      </FormField>
      <FormField label={t.availableQuantity} error={errors.availableQuantity?.message} hint={t.availableQuantityHint}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...register("availableQuantity", { valueAsNumber: true })}
        />
      </FormField>
      <FormField label={t.price} error={errors.price?.message} hint={t.priceHint}>
        <Input
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          {...register("price", { valueAsNumber: true })}
        />
      </FormField>
      <FormField label={t.category} error={errors.category?.message} hint={t.categoryHint}>
        {/* "" (the disabled prompt) unless the product has a category, which register gives. */}
        <NativeSelect defaultValue="" {...register("category")}>
          <option value="" disabled>
            {t.chooseCategory}
          </option>
          {CATEGORIES.map((category) => (
            <option key={category.slug} value={category.slug}>
              {categories[category.slug]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t.vatRate} error={errors.vatRate?.message} hint={t.vatRateHint}>
        <NativeSelect
          defaultValue=""
          {...register("vatRate", { setValueAs: (value: string) => (value === "" ? null : Number(value)) })}
        >
          <option value="">{t.shopVatRate}</option>
          {VAT_RATES.map((rate) => (
            <option key={rate} value={rate}>
              {fill(t.vatPercent, { rate: formatNumber(rate, locale) })}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FitmentField control={control} makes={makes} />
      <FormField
        label={t.image}
        error={errors.image?.message}
        hint={
          file
            ? fill(t.chosenFile, { name: file.name, size: formatSize(file.size, locale) })
            : fill(editing ? t.imageHintEdit : t.imageHint, { size: MAX_IMAGE_LABEL })
        }
      >
        <Input type="file" accept={IMAGE_TYPES.join(",")} className="cursor-pointer" {...register("image")} />
      </FormField>
      {shownPicture && (
        <figure className="flex items-center gap-4 rounded-xl border bg-slate-50 p-3 sm:col-span-2">
          <StaticImage
            src={shownPicture}
            alt={previewUrl ? t.previewAlt : t.currentAlt}
            width={96}
            height={72}
            className="aspect-[4/3] w-24 rounded-md bg-white object-cover"
          />
          <figcaption className="text-sm text-slate-600">{previewUrl ? t.previewCaption : t.currentCaption}</figcaption>
        </figure>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {editing ? (isSubmitting ? t.saving : t.save) : isSubmitting ? t.adding : t.submit}
        </Button>
      </div>
    </form>
  );
}
