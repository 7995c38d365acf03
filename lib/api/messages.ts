import { createTranslator } from "next-intl";

import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { validationMessage } from "@/lib/i18n/validation";
import { messagesFor, type Messages } from "@/messages";
import enMessages from "@/messages/en";
import type en from "@/messages/en/api";
import { SHOP_TIME_ZONE } from "@/lib/dates";

/**
 * The API's refusals in the caller's language. The shop's code throws a message of the `api`
 * namespace by key (`apiMessage("orders.notFound")`, lib/errors.ts); lib/api/route.ts renders
 * it here in the language the request asked for. Field messages are also looked up in the
 * `validation` namespace, by key or by their English text, each simple `{argument}` standing for
 * any text (carried over untranslated). Anything else (what
 * only a gateway or a webhook's sender reads) is answered as thrown.
 */

type Leaves<T, Prefix extends string = ""> = {
  [Key in keyof T & string]: T[Key] extends string ? `${Prefix}${Key}` : Leaves<T[Key], `${Prefix}${Key}.`>;
}[keyof T & string];

export type ApiMessageKey = Leaves<typeof en>;
export type MessageValues = Record<string, string | number>;
export type ApiMessage = { key: ApiMessageKey; values?: MessageValues };
/** What an error carries: a message of the `api` namespace, or (from code not yet moved to keys) plain text. */
export type ApiText = string | ApiMessage;

export const apiMessage = (key: ApiMessageKey, values?: MessageValues): ApiMessage =>
  values ? { key, values } : { key };

type Namespace = "api" | "validation";
type Translate = (key: string, values?: MessageValues) => string;

const translators = new Map<string, Translate>();

function translator(locale: Locale, namespace: Namespace): Translate {
  const id = `${locale}:${namespace}`;
  let translate = translators.get(id);
  if (!translate) {
    translate = createTranslator({
      locale,
      messages: messagesFor(locale) as Messages,
      namespace,
      timeZone: SHOP_TIME_ZONE,
      // A missing message or argument is a bug the message tests catch; an answer never fails on it.
      onError: () => {},
      getMessageFallback: ({ key }) => key,
    }) as unknown as Translate;
    translators.set(id, translate);
  }
  return translate;
}

function leaves(tree: unknown, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  if (!tree || typeof tree !== "object") return [];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

type Pattern = { key: string; regex: RegExp; names: string[] };

/** The English messages of the `validation` namespace: exact texts, and patterns for those with simple `{arguments}` only. */
function englishIndex() {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, text] of leaves(enMessages.validation)) {
    if (!/[{}']/.test(text)) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    // Only `{name}` arguments: ICU select/plural messages are thrown by key, never matched.
    if (/\{(?!\w+\})|'/.test(text.replace(/\{\w+\}/g, ""))) continue;
    const names: string[] = [];
    const source = text
      .split(/(\{\w+\})/)
      .map((part) => {
        const argument = /^\{(\w+)\}$/.exec(part);
        if (!argument) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        names.push(argument[1]!);
        return "(.+?)";
      })
      .join("");
    patterns.push({ key, regex: new RegExp(`^${source}$`, "s"), names });
  }
  return { exact, patterns };
}

let validationIndex: ReturnType<typeof englishIndex> | undefined;

/** The `validation` message an English text is, with the values its arguments stood for. */
function recognise(text: string): { key: string; values?: MessageValues } | null {
  if (text.length > 2000) return null;
  const { exact, patterns } = (validationIndex ??= englishIndex());
  const key = exact.get(text);
  if (key) return { key };
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (match)
      return { key: pattern.key, values: Object.fromEntries(pattern.names.map((name, i) => [name, match[i + 1]!])) };
  }
  return null;
}

/**
 * A message in `locale`: an `api` message, or text. Text is a schema's `validation` key (with
 * its arguments, lib/i18n/validation.ts), or recognised as a `validation` message by its
 * English text, and otherwise answered as it is.
 */
export function renderApiText(text: ApiText, locale: Locale = defaultLocale): string {
  if (typeof text !== "string") return translator(locale, "api")(text.key, text.values);
  const validation = validationMessage(text, locale);
  if (validation !== text) return validation;
  if (locale === defaultLocale) return text;
  const english = recognise(text);
  return english ? translator(locale, "validation")(english.key, english.values) : text;
}
