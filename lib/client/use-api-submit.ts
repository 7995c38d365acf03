import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

import { applyFieldErrors } from "@/lib/client/api";
import { errorMessage } from "@/lib/error-message";

/**
 * The submit handler of a form sent to the API: `send` gets the valid values and makes
 * the call. If it throws, the server's per-field messages go on the form and the message
 * is reported: to `onError` when given (a toast), else as `error`, the form's error line,
 * which the next submit clears.
 */
export function useApiSubmit<Fields extends FieldValues, Values>(
  form: UseFormReturn<Fields, unknown, Values>,
  send: (values: Values) => Promise<void>,
  onError?: (message: string) => void,
) {
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await send(values);
    } catch (caught) {
      applyFieldErrors(form, caught);
      const message = errorMessage(caught);
      if (onError) onError(message);
      else setError(message);
    }
  });
  return { onSubmit, error };
}
