"use client";

import { fill, useMessages } from "@/lib/i18n/client";
import { useValidationText } from "@/components/forms/form-field";

/** A failed submission, in red, as the specification words it: 'Error: {message}'. */
export function FormError({ message }: { message: string | null }) {
  const { formError } = useMessages("validation");
  const text = useValidationText()(message ?? undefined);
  if (!text) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-destructive">
      {fill(formError, { message: text })}
    </p>
  );
}
