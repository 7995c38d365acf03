import type messages from "@/messages/en/validation";

/** A message of the "validation" namespace (messages/en/validation.ts). */
export type ValidationKey = keyof typeof messages;

/**
 * What a schema puts in an issue's message: the key of its text in the "validation" messages,
 * then its arguments as JSON, as `minimumOrder {"count":4}`. A form shows it in the page's
 * language (components/forms/form-field.tsx) and the API in English (lib/api/input.ts), both
 * through lib/i18n/validation-text.ts. Numbers are written in the reader's digits; strings as given.
 */
export function message(key: ValidationKey, values?: Record<string, string | number>): string {
  return values ? `${key} ${JSON.stringify(values)}` : key;
}
