import { createTranslator } from "next-intl";

import type { Locale } from "@/lib/i18n/locales";
import { messagesFor, type Messages } from "@/messages";
import { SHOP_TIME_ZONE } from "@/lib/dates";

const create = (locale: Locale) =>
  createTranslator({
    locale,
    messages: messagesFor(locale) as Messages,
    namespace: "emails",
    timeZone: SHOP_TIME_ZONE,
  });

/** Fills a message of the `emails` namespace (keys and arguments typed by the English messages). */
export type EmailTranslate = ReturnType<typeof create>;

const translators = new Map<Locale, EmailTranslate>();

/**
 * The `emails` messages in `locale`, outside React: messages are written when an order moves
 * or a link is mailed, often with no page being rendered (a payment notice, the hold's sweep).
 */
export function emailTranslator(locale: Locale): EmailTranslate {
  let translate = translators.get(locale);
  if (!translate) {
    translate = create(locale);
    translators.set(locale, translate);
  }
  return translate;
}
