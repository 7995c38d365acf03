// The e-mails about an account: proving the address, and resetting the password, in the owner's language.
import "server-only";

import { createHash } from "node:crypto";

import { defaultLocale, localizeHref, type Locale } from "@/lib/i18n/locales";
import type { Email } from "@/lib/messages/email/mailer";
import { renderEmail } from "@/lib/messages/email/layout";
import { emailTranslator } from "@/lib/messages/translate";

/** An outbox key per link (never the token itself): the same link is never mailed twice, a new one always is. */
export const linkMessageKey = (kind: "verify" | "reset", token: string) =>
  `account:${kind}:${createHash("sha256").update(token).digest("hex").slice(0, 24)}`;

export function verifyEmailMessage(to: string, name: string, token: string, locale: Locale = defaultLocale): Email {
  const t = emailTranslator(locale);
  return renderEmail(
    {
      to,
      subject: t("account.verify.subject"),
      greeting: t("greeting", { name }),
      paragraphs: [t("account.verify.welcome"), t("account.verify.ignore")],
      action: {
        label: t("account.verify.action"),
        path: localizeHref(`/verify-email?token=${encodeURIComponent(token)}`, locale),
      },
    },
    locale,
  );
}

export function resetPasswordMessage(to: string, name: string, token: string, locale: Locale = defaultLocale): Email {
  const t = emailTranslator(locale);
  return renderEmail(
    {
      to,
      subject: t("account.reset.subject"),
      greeting: t("greeting", { name }),
      paragraphs: [t("account.reset.asked"), t("account.reset.signsOut")],
      action: {
        label: t("account.reset.action"),
        path: localizeHref(`/reset-password?token=${encodeURIComponent(token)}`, locale),
      },
    },
    locale,
  );
}
