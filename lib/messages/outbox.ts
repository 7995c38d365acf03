import "server-only";

import { insertMessage } from "@/lib/data/outbox";
import type { Email } from "@/lib/messages/email/mailer";
import { wakeOutboxWorker } from "@/lib/messages/outbox-worker";
import { smsSender } from "@/lib/messages/sms/providers";

/**
 * Queues messages: written to the `outbox` collection under the event's key, so a replayed
 * event queues nothing twice, and sent by the outbox worker, never by the request that caused
 * them. A message that cannot even be queued (the database hiccups) is logged: it never fails
 * the order or the sign-up it tells of.
 */

export async function queueEmail(key: string, email: Email): Promise<void> {
  await queue({ _id: `${key}:email`, channel: "email", ...email });
}

/** Queued only when an SMS provider is configured: without one nothing is sent and nothing fails. */
export async function queueSms(key: string, to: string, text: string): Promise<void> {
  if (!smsSender()) return;
  await queue({ _id: `${key}:sms`, channel: "sms", to, text });
}

async function queue(message: Parameters<typeof insertMessage>[0]): Promise<void> {
  try {
    if (await insertMessage(message)) wakeOutboxWorker();
  } catch (error) {
    console.error(`Could not queue message ${message._id}`, error);
  }
}
