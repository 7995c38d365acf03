import type { ReceivedMail } from "../../tests/doubles/smtp/server";
import type { SentSms } from "../../tests/doubles/sms/server";

/** What the shops' mail servers and SMS provider received (the doubles run in the global setup's process). */

function controlUrl(name: "E2E_SMTP_CONTROL_URL" | "E2E_OWN_MAIL_SMTP_CONTROL_URL" | "E2E_SMS_URL"): string {
  const url = process.env[name];
  if (!url) throw new Error(`${name} is set by the global setup`);
  return url;
}

/** The mail server of the shops on the e2e database, or that of the shop at E2E_OWN_MAIL_BASE_URL. */
type Mailbox = "shop" | "own-mail";
const smtpControl = (mailbox: Mailbox) =>
  controlUrl(mailbox === "shop" ? "E2E_SMTP_CONTROL_URL" : "E2E_OWN_MAIL_SMTP_CONTROL_URL");

/** The first mail to `to` whose subject contains `subject`, as soon as it arrives (within `timeoutMs`). */
export async function waitForMail(
  to: string,
  subject: string,
  { mailbox = "shop", timeoutMs = 15_000 }: { mailbox?: Mailbox; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const query = new URLSearchParams({ to, subject, timeoutMs: String(timeoutMs) });
  const response = await fetch(`${smtpControl(mailbox)}/messages/wait?${query}`);
  if (!response.ok) throw new Error(`no mail to ${to} about "${subject}" within ${timeoutMs} ms`);
  return (await response.json()) as ReceivedMail;
}

/** Every mail to `to` received so far. */
export async function mailsTo(to: string, mailbox: Mailbox = "shop"): Promise<ReceivedMail[]> {
  const response = await fetch(`${smtpControl(mailbox)}/messages?${new URLSearchParams({ to })}`);
  return (await response.json()) as ReceivedMail[];
}

/** Stops or starts a shop's mail server, as an outage would. */
export async function setMailServer(mailbox: Mailbox, running: boolean): Promise<void> {
  const response = await fetch(`${smtpControl(mailbox)}/${running ? "start" : "stop"}`, { method: "POST" });
  if (!response.ok) throw new Error(`could not ${running ? "start" : "stop"} the mail server`);
}

/** The first link in a mail's text to a path of the shop, such as /verify-email. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const link = new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, "\\$&")}[^\\s]*`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no ${path} link in the mail "${mail.subject}"`);
  return link;
}

/** The texts the SMS provider took for a number, given as 8801XXXXXXXXX. */
export async function textsTo(mobile: string): Promise<SentSms[]> {
  const response = await fetch(`${controlUrl("E2E_SMS_URL")}/__double/messages?${new URLSearchParams({ to: mobile })}`);
  return (await response.json()) as SentSms[];
}
