import "server-only";

import { createHash } from "node:crypto";

import type { Email } from "@/lib/messages/email/mailer";
import { renderEmail } from "@/lib/messages/email/layout";

/** The e-mails about an account: proving the address, and resetting the password. */

/** An outbox key per link (never the token itself): the same link is never mailed twice, a new one always is. */
export const linkMessageKey = (kind: "verify" | "reset", token: string) =>
  `account:${kind}:${createHash("sha256").update(token).digest("hex").slice(0, 24)}`;

export function verifyEmailMessage(to: string, name: string, token: string): Email {
  return renderEmail({
    to,
    subject: "Confirm your e-mail address for MotoForge",
    greeting: `Hello ${name},`,
    paragraphs: [
      "Welcome to MotoForge. Please confirm that this is your e-mail address: open the link below while you are signed in to your new account.",
      "If you did not sign up, you can ignore this message.",
    ],
    action: { label: "Confirm my address", path: `/verify-email?token=${encodeURIComponent(token)}` },
  });
}

export function resetPasswordMessage(to: string, name: string, token: string): Email {
  return renderEmail({
    to,
    subject: "Reset your MotoForge password",
    greeting: `Hello ${name},`,
    paragraphs: [
      "Someone (we hope you) asked to reset the password of your MotoForge account. The link below lets you choose a new one; it works once, within an hour.",
      "Choosing a new password signs your account out everywhere. If you did not ask for this, ignore this message: your password stays as it is.",
    ],
    action: { label: "Choose a new password", path: `/reset-password?token=${encodeURIComponent(token)}` },
  });
}
