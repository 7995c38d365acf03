import { useId, type ReactElement, cloneElement } from "react";

import { Label } from "@/components/ui/label";
import { useLocale, useMessages } from "@/lib/i18n/client";
import { validationText } from "@/lib/i18n/validation-text";
import { clsx } from "clsx";

/**
 * Turns a schema's message (a key of the "validation" messages, lib/validations/message.ts)
 * into text in the page's language; other text, such as an API's answer, stays as it is.
 * For any client component that shows `errors.x.message` outside a FormField.
 */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const messages = useMessages("validation");
  const locale = useLocale();
  return (message) => (message ? validationText(message, messages, locale) : message);
}

type ControlProps = { id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string };

/**
 * A labelled form control with its validation message underneath (in the page's language),
 * wired up for screen readers.
 */
export function FormField({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const id = useId();
  const errorText = useValidationText()(error);
  const messageId = `${id}-message`;
  return (
    <div className={clsx("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        "aria-invalid": errorText ? true : undefined,
        "aria-describedby": errorText || hint ? messageId : undefined,
      })}
      {errorText ? (
        <p id={messageId} className="text-sm font-medium text-destructive">
          {errorText}
        </p>
      ) : (
        hint && (
          <p id={messageId} className="text-sm text-muted-foreground">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
