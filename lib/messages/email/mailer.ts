import "server-only";

import nodemailer, { type Transporter } from "nodemailer";

import { env } from "@/lib/env";

export type Email = { to: string; subject: string; text: string; html: string };

/** How e-mail leaves the shop: over SMTP_URL; printed to the console by `npm run dev` without one; else not at all. */
export type Mailer = { send(email: Email): Promise<void> };

const globalForMail = globalThis as typeof globalThis & { __mailTransport?: Transporter };

/** A mailer, or null when e-mail is not configured: messages then wait in the outbox. */
export function mailer(): Mailer | null {
  const { SMTP_URL, MAIL_FROM, NODE_ENV } = env();
  if (SMTP_URL) {
    // Timeouts well under the outbox's claim, so a hanging server is a failed attempt, retried.
    globalForMail.__mailTransport ??= nodemailer.createTransport(SMTP_URL, {
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    const transport = globalForMail.__mailTransport;
    return { send: async (email) => void (await transport.sendMail({ from: MAIL_FROM, ...email })) };
  }
  if (NODE_ENV === "development") return { send: async (email) => console.info(consoleCopy(email)) };
  return null;
}

const consoleCopy = ({ to, subject, text }: Email) =>
  `\n--- e-mail (no SMTP_URL, so printed here) ---\nTo: ${to}\nSubject: ${subject}\n\n${text}\n---`;
