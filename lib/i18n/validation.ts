import type { Locale } from "@/lib/i18n/locales";
import { validationText } from "@/lib/i18n/validation-text";
import bn from "@/messages/bn/validation";
import en from "@/messages/en/validation";

const catalogues: Record<Locale, Readonly<Record<string, string>>> = { en, bn };

/**
 * A schema's message (a key of the "validation" messages, maybe with arguments) in `locale`;
 * anything else, such as Zod's own English messages, unchanged. The API answers in English.
 */
export function validationMessage(key: string, locale: Locale): string {
  return validationText(key, catalogues[locale], locale);
}
