import { fill, formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";

const KEY_AND_VALUES = /^(\w+)(?: (\{.*\}))?$/;

/**
 * A schema's issue message (lib/validations/message.ts) as text, from the given "validation"
 * messages: the key's text with its arguments filled in, numbers in the language's digits.
 * Anything that is not a key (Zod's own English messages, an API's answer) comes back as it is.
 * Without the message catalogue, so client components pass theirs from `useMessages`.
 */
export function validationText(input: string, messages: Readonly<Record<string, string>>, locale: Locale): string {
  const match = KEY_AND_VALUES.exec(input);
  if (!match || !Object.hasOwn(messages, match[1]!)) return input;
  const text = messages[match[1]!]!;
  if (!match[2]) return text;
  let values: Record<string, unknown>;
  try {
    values = JSON.parse(match[2]) as Record<string, unknown>;
  } catch {
    return input;
  }
  const shown = Object.entries(values).flatMap(([name, value]): [string, string][] =>
    typeof value === "number"
      ? [[name, formatNumber(value, locale)]]
      : typeof value === "string"
        ? [[name, value]]
        : [],
  );
  return fill(text, Object.fromEntries(shown));
}
