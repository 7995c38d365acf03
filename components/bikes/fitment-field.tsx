"use client";

import { useId, useState } from "react";
import { useController, type Control } from "react-hook-form";

import { Icon } from "@/components/icons/icon";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { bikeModelName, type BikeMake } from "@/lib/bikes/directory";
import { yearSpan, type Fit } from "@/lib/bikes/fitment";
import type { ProductFormValues } from "@/lib/validations/product";
import { fill, useMessages } from "@/lib/i18n/client";
import { useValidationText } from "@/components/forms/form-field";

type ModelOption = { make: string; model: string; label: string; years: [number, number] };

const yearsBetween = ([from, to]: [number, number]) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * Which bikes a product fits, in the product form: every bike, or a list of models, each
 * found by typing its name and given the model years it fits.
 */
export function FitmentField({ control, makes }: { control: Control<ProductFormValues>; makes: BikeMake[] }) {
  const id = useId();
  const t = useMessages("products").fitment;
  const universal = useController({ control, name: "universal" });
  const fits = useController({ control, name: "fits" });
  const list: Fit[] = fits.field.value ?? [];
  const options: ModelOption[] = makes.flatMap((make) =>
    make.models.map((model) => ({
      make: make.make,
      model: model.model,
      label: `${make.name} ${model.name}`,
      years: model.years,
    })),
  );
  // The server names the entry it refused (`fits.2`); the schema the list as a whole.
  const error = fits.fieldState.error;
  const validationText = useValidationText();
  const errorMessage = validationText(
    error?.message ?? (Array.isArray(error) ? error.find(Boolean)?.message : undefined),
  );
  const [search, setSearch] = useState("");
  const [span, setSpan] = useState<{ from?: number; to?: number }>({});
  const picked = options.find((option) => option.label.toLowerCase() === search.trim().toLowerCase());
  const listed = picked && list.some((fit) => fit.make === picked.make && fit.model === picked.model);
  const from = span.from ?? picked?.years[0];
  const to = span.to ?? picked?.years[1];

  function add() {
    if (!picked || listed || from === undefined || to === undefined) return;
    fits.field.onChange([
      ...list,
      { make: picked.make, model: picked.model, years: [Math.min(from, to), Math.max(from, to)] },
    ]);
    setSearch("");
    setSpan({});
  }

  return (
    <fieldset className="grid gap-3 sm:col-span-2" aria-describedby={`${id}-error`}>
      <legend className="mb-1 text-sm font-medium">{t.legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            className="size-4 accent-brand-700"
            checked={universal.field.value === true}
            onChange={() => {
              universal.field.onChange(true);
              fits.field.onChange([]);
            }}
          />
          {t.universal}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            className="size-4 accent-brand-700"
            checked={universal.field.value !== true}
            onChange={() => universal.field.onChange(false)}
          />
          {t.these}
        </label>
      </div>
      {universal.field.value !== true && (
        <>
          {list.length > 0 ? (
            <ul aria-label={t.listLabel} className="flex flex-wrap gap-2">
              {list.map((fit, index) => (
                <li
                  key={`${fit.make}/${fit.model}`}
                  className="flex items-center gap-1 rounded-full border bg-slate-50 py-1 pl-3 pr-1 text-sm"
                >
                  {bikeModelName(makes, fit)}, {yearSpan(fit.years)}
                  <button
                    type="button"
                    className="flex size-7 items-center justify-center rounded-full hover:bg-accent"
                    aria-label={fill(t.remove, { bike: bikeModelName(makes, fit) })}
                    onClick={() => fits.field.onChange(list.filter((_, kept) => kept !== index))}
                  >
                    <Icon name="x" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t.none}</p>
          )}
          <div className="grid gap-2 sm:grid-cols-[1fr_6rem_6rem_auto] sm:items-end">
            <label className="grid gap-1 text-xs font-semibold text-slate-600">
              {t.model}
              <Input
                list={`${id}-models`}
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setSpan({});
                }}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    add();
                  }
                }}
                placeholder={t.modelPlaceholder}
                className="font-normal"
              />
              <datalist id={`${id}-models`}>
                {options.map((option) => (
                  <option key={`${option.make}/${option.model}`} value={option.label} />
                ))}
              </datalist>
            </label>
            {(["from", "to"] as const).map((end) => (
              <label key={end} className="grid gap-1 text-xs font-semibold text-slate-600">
                {end === "from" ? t.from : t.to}
                <NativeSelect
                  disabled={!picked}
                  value={(end === "from" ? from : to) ?? ""}
                  onChange={(event) => setSpan({ from, to, [end]: Number(event.target.value) })}
                >
                  {picked ? (
                    yearsBetween(picked.years).map((year) => (
                      <option key={year} value={year}>
                        {year}
                      </option>
                    ))
                  ) : (
                    <option value="">{t.year}</option>
                  )}
                </NativeSelect>
              </label>
            ))}
            <Button type="button" variant="outline" disabled={!picked || listed} onClick={add}>
              {listed ? t.listed : t.add}
            </Button>
          </div>
        </>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {errorMessage ?? t.invalid}
        </p>
      )}
    </fieldset>
  );
}
