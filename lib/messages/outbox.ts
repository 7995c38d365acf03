import "server-only";

import { insertMessage, type NewMessage } from "@/lib/data/outbox";
import type { Email } from "@/lib/messages/email/mailer";
import { wakeOutboxWorker } from "@/lib/messages/outbox-worker";
import { maskSecrets, sealSecrets } from "@/lib/messages/outbox-secrets";
import { smsSender } from "@/lib/messages/sms/providers";

/**
 * Queues messages: written to the `outbox` collection under the event's key, so a replayed
 * event queues nothing twice, and sent by the outbox worker, never by the request that caused
 * them. A message that cannot even be queued (the database hiccups) is logged: it never fails
 * the order or the sign-up it tells of. `secrets` are the parts of the message that would let
 * its reader in (a link's token, a code): they are never stored readable (outbox-secrets.ts).
 */

export async function queueEmail(key: string, email: Email, secrets: readonly string[] = []): Promise<void> {
  await queue({ _id: `${key}:email`, channel: "email", ...email }, secrets);
}

/** Queued only when an SMS provider is configured: without one nothing is sent and nothing fails. */
export async function queueSms(key: string, to: string, text: string, secrets: readonly string[] = []): Promise<void> {
  if (!smsSender()) return;
  await queue({ _id: `${key}:sms`, channel: "sms", to, text }, secrets);
}

async function queue(message: NewMessage, secrets: readonly string[]): Promise<void> {
  try {
    const stored = secrets.length
      ? { ...maskSecrets(message, secrets), masked: true as const, secrets: sealSecrets(secrets, message._id) }
      : message;
    if (await insertMessage(stored)) wakeOutboxWorker();
  } catch (error) {
    console.error(`Could not queue message ${message._id}`, error);
  }
}
