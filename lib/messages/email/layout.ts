import "server-only";

import { siteConfig } from "@/config/site";
import { defaultLocale, localizeHref, type Locale } from "@/lib/i18n/locales";
import { shopUrl } from "@/lib/shop-url";
import type { Email } from "@/lib/messages/email/mailer";

/**
 * Every e-mail as plain text and HTML from one description, written as template strings: the
 * messages are short, and a rendering library (React Email) would add a dependency and a
 * render step for what a dozen lines do. Every value is escaped here, once.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** Header values on one line: a product name typed with a line break never starts a new header. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

export type EmailContent = {
  to: string;
  subject: string;
  /** The greeting line, e.g. "Hello Rahim," */
  greeting: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** Label and value rows, such as the order's items and total. */
  details?: [label: string, value: string][];
  /** The one thing to do next, as a button in HTML and a link in text. */
  action?: { label: string; path: string };
};

/** Bangla first asks for the Bengali fonts phones and desktops have, before Arial's Latin. */
const FONTS: Record<Locale, string> = {
  en: "Arial,Helvetica,sans-serif",
  bn: "'Noto Sans Bengali','Hind Siliguri',Vrinda,Arial,Helvetica,sans-serif",
};

/** `locale` is the message's language: its `lang`, and the shop's home page it links to. */
export function renderEmail(content: EmailContent, locale: Locale = defaultLocale): Email {
  const action = content.action && { ...content.action, url: shopUrl(content.action.path) };
  const home = shopUrl(localizeHref("/", locale));
  const details = content.details ?? [];
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(details.length ? [details.map(([label, value]) => `${label}: ${value}`).join("\n")] : []),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    `${siteConfig.name}\n${siteConfig.contact.phone} · ${siteConfig.contact.email}\n${home}`,
  ].join("\n\n");

  const cell = "padding:4px 12px 4px 0;vertical-align:top";
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(oneLine(content.subject))}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:${FONTS[locale]};color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 28px;border-bottom:1px solid #e2e8f0">
<a href="${escapeHtml(home)}" style="text-decoration:none;color:#0f172a;font-size:22px;font-weight:bold">
<img src="${escapeHtml(shopUrl("/images/logo-email.png"))}" width="32" height="32" alt="" style="vertical-align:middle;border:0">
${escapeHtml(siteConfig.name)}</a></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:1.55">
<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join("\n")}
${
  details.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${details
        .map(
          ([label, value]) =>
            `<tr><td style="${cell};color:#64748b">${escapeHtml(label)}</td><td style="${cell};font-weight:bold">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`
    : ""
}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#c2410c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>`
    : ""
}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">
${escapeHtml(siteConfig.name)} · ${escapeHtml(siteConfig.contact.phone)} · ${escapeHtml(siteConfig.contact.email)}<br>
${escapeHtml(siteConfig.contact.address)}</td></tr>
</table></td></tr></table></body></html>`;

  return { to: content.to, subject: oneLine(content.subject), text, html };
}
