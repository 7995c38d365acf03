import type {} from "next-intl";

import type { Locale } from "@/lib/i18n/locales";
import bn from "@/messages/bn";
import en from "@/messages/en";
import type { Translation } from "@/messages/translation";

export type Messages = typeof en;
/** What client components receive: the same keys, each message as plain text. */
export type ClientMessages = Translation<Messages>;

export const messagesFor = (locale: Locale): ClientMessages => (locale === "bn" ? bn : en);

// Types next-intl's `getTranslations` and `useTranslations` keys and arguments by the English messages.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
