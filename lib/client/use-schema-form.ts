import { useState, type FormEvent } from "react";

import { ApiError } from "@/lib/client/api";
import { loadOnce } from "@/lib/client/load-once";
import { errorMessage } from "@/lib/error-message";
import type { core } from "@/lib/validations/zod";

/** A Zod schema whose output is `Values`, used through its Standard Schema interface. */
type Schema<Values> = core.$ZodType<Values>;
export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/** `input` checked by `schema`: the values it gives, or each named field's first message. */
export async function checkFields<Name extends string, Values>(
  schema: Schema<Values>,
  fields: readonly Name[],
  input: Record<Name, string>,
): Promise<{ valid: true; values: Values } | { valid: false; errors: FieldErrors<Name> }> {
  const result = await schema["~standard"].validate(input);
  if (!result.issues) return { valid: true, values: result.value };
  const errors: FieldErrors<Name> = {};
  for (const { path, message } of result.issues) {
    const first = path?.[0];
    const key = typeof first === "object" ? first.key : first;
    const name = fields.find((field) => field === key);
    if (name) errors[name] ??= message;
  }
  return { valid: false, errors };
}

/**
 * A form of text fields that the browser checks with a schema before `send` gets the values: the
 * account pages' forms (log in, sign up, forgot and reset password), where react-hook-form's
 * 14 KB and the extra render it makes while the page hydrates cost more than the form needs. The
 * shop's richer forms (running totals, lists of fields, dialogs) keep react-hook-form.
 *
 * Like those forms, it downloads the schema, and Zod with it, when the form first gets focus; the
 * fields keep their own values (nothing re-renders as a rider types), a message shows once the
 * form is sent and then follows each change; the server checks every request with the same schema.
 * If `send` throws, the server's per-field messages go on the fields and its message is `error`.
 */
export function useSchemaForm<Name extends string, Values>({
  fields,
  loadSchema,
  send,
}: {
  fields: readonly Name[];
  loadSchema: () => Promise<Schema<Values>>;
  send: (values: Values) => Promise<void>;
}) {
  const [load] = useState(() => loadOnce(loadSchema));
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const check = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const input = Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? "")])) as Record<
      Name,
      string
    >;
    const checked = await checkFields(await load(), fields, input);
    setErrors(checked.valid ? {} : checked.errors);
    return checked;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSent(true);
    setError(null);
    setSubmitting(true);
    try {
      const checked = await check(form);
      if (checked.valid) return await send(checked.values);
      const first = fields.find((name) => checked.errors[name]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    } catch (caught) {
      if (caught instanceof ApiError) setErrors(caught.fields as FieldErrors<Name>);
      setError(errorMessage(caught));
    } finally {
      setSubmitting(false);
    }
  };

  return {
    errors,
    /** The failed submission's message, cleared when the form is sent again. */
    error,
    /** Whether the form has been sent since the page loaded. */
    sent,
    submitting,
    formProps: {
      onSubmit,
      onChange: sent
        ? (event: FormEvent<HTMLFormElement>) => void check(event.currentTarget).catch(() => undefined)
        : undefined,
      onFocus: () => void load().catch(() => undefined),
    },
  };
}
