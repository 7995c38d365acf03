import type {} from "next-intl";

import type { Locale } from "@/lib/i18n/locales";
import bn from "@/messages/bn";
import en from "@/messages/en";
import type { Translation } from "@/messages/translation";

export type Messages = typeof en;
/** A language's messages: the same keys, each message as plain text. */
export type TranslatedMessages = Translation<Messages>;

export const messagesFor = (locale: Locale): TranslatedMessages => (locale === "bn" ? bn : en);

/**
 * The parts of the shell's namespaces that its client components read: the navbar's links and
 * menus, the dashboard's sidebar, the language link, the not-found and error pages. The shell
 * sends them to the browser on every page, so the rest (the footer, the contact details, the
 * metadata, the chat's words) stays with the server components that render it.
 */
export const SHELL_CLIENT_MESSAGES = {
  common: ["language", "notFound", "error"],
  layout: ["nav", "header", "user", "dashboardSidebar"],
} as const satisfies { common: readonly (keyof Messages["common"])[]; layout: readonly (keyof Messages["layout"])[] };

export type ShellNamespace = keyof typeof SHELL_CLIENT_MESSAGES;
type ShellPart<Namespace extends ShellNamespace> = (typeof SHELL_CLIENT_MESSAGES)[Namespace][number];

/** What client components can be given: whole namespaces, and of the shell's only what they read. */
export type ClientMessages = Omit<TranslatedMessages, ShellNamespace> & {
  common: Translation<Pick<Messages["common"], ShellPart<"common">>>;
  layout: Translation<Pick<Messages["layout"], ShellPart<"layout">>>;
};

// Types next-intl's `getTranslations` and `useTranslations` keys and arguments by the English messages.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
