import "server-only";

import { createHash } from "node:crypto";

import { claimDueMessage, markAttemptFailed, markSent } from "@/lib/data/outbox";
import type { OutboxDocument } from "@/lib/db/collections";
import { errorMessage } from "@/lib/error-message";
import { mailer } from "@/lib/messages/email/mailer";
import { openSecrets, revealSecrets } from "@/lib/messages/outbox-secrets";
import { internationalMobile, smsSender } from "@/lib/messages/sms/providers";

/**
 * Sends what the outbox holds, in every shop instance at once: each message is claimed with
 * one atomic update (lib/data/outbox.ts), so none goes out twice. A failed send is tried again
 * after growing delays, the first within a minute (a short outage costs a minute, not an
 * hour), and is marked failed after the last; the admin can resend it from the Outbox page.
 * A message queued with secrets (a reset link's token) has them opened only to be sent, and
 * they are removed from the outbox once it is sent or given up (lib/data/outbox.ts).
 */

/** Seconds before each retry: 9 attempts over about 4 hours. */
const RETRY_DELAYS_S = [10, 30, 60, 5 * 60, 15 * 60, 30 * 60, 60 * 60, 2 * 60 * 60];
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;
/** A claimed message another worker may take over if its sender has not finished by then (crashed). */
const CLAIM_MS = 2 * 60_000;
const POLL_MS = 5_000;
const BATCH = 20;

/** When to try a message again after its `attempts`-th failed attempt, or null to give up. */
export function retryAt(attempts: number, now = Date.now()): Date | null {
  const delay = RETRY_DELAYS_S[attempts - 1];
  return delay === undefined ? null : new Date(now + delay * 1000);
}

type Send = (message: OutboxDocument) => Promise<void>;

/** The channels that can send now; e-mail waits without SMTP_URL, SMS is never queued without a provider. */
function senders(): [OutboxDocument["channel"], Send][] {
  const ready: [OutboxDocument["channel"], Send][] = [];
  const mail = mailer();
  if (mail)
    ready.push(["email", (m) => mail.send({ to: m.to, subject: m.subject ?? "", text: m.text, html: m.html ?? "" })]);
  const sms = smsSender();
  if (sms) ready.push(["sms", (m) => sms({ to: internationalMobile(m.to), text: m.text, id: providerId(m._id) })]);
  return ready;
}

/**
 * The message as it is to be sent: a masked one gets its secrets back, opened only here and
 * only now. Throws (a failed attempt) when they are gone or sealed under another AUTH_SECRET.
 */
function unmasked(message: OutboxDocument): OutboxDocument {
  if (!message.masked) return message;
  if (!message.secrets) throw new Error("Its one-time link or code is no longer kept; a new one must be asked for.");
  return revealSecrets(message, openSecrets(message.secrets, message._id));
}

/** A short id for providers that deduplicate (SSL Wireless's csms_id), the same for every attempt. */
const providerId = (key: string) => createHash("sha256").update(key).digest("hex").slice(0, 20);

/** Sends every due message (up to a batch per channel); returns how many went out. */
export async function deliverDueMessages(): Promise<number> {
  let sent = 0;
  for (const [channel, send] of senders()) {
    for (let count = 0; count < BATCH; count++) {
      const message = await claimDueMessage(channel, CLAIM_MS);
      if (!message) break;
      try {
        await send(unmasked(message));
        await markSent(message._id);
        sent++;
      } catch (error) {
        const reason = errorMessage(error);
        const next = retryAt(message.attempts);
        console.warn(
          `Outbox: ${message._id} not sent (attempt ${message.attempts}, ${next ? "tried again" : "given up"}): ${reason}`,
        );
        await markAttemptFailed(message._id, reason, next);
      }
    }
  }
  return sent;
}

type WorkerState = { running: boolean; again: boolean; timer?: NodeJS.Timeout };
// On globalThis: instrumentation and route handlers are bundled apart, yet share one worker per process.
const globalForOutbox = globalThis as typeof globalThis & { __outboxWorker?: WorkerState };
const state = (globalForOutbox.__outboxWorker ??= { running: false, again: false });

async function run(): Promise<void> {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  try {
    do {
      state.again = false;
      await deliverDueMessages();
    } while (state.again);
  } catch (error) {
    console.error("The outbox worker failed; it tries again shortly", error);
  } finally {
    state.running = false;
  }
}

/** Runs the worker soon, without holding up the caller (a request that just queued a message). */
export function wakeOutboxWorker(): void {
  setImmediate(() => void run());
}

/** Started once per server (instrumentation.ts): looks for due messages every few seconds. */
export function startOutboxWorker(): void {
  if (state.timer) return;
  state.timer = setInterval(() => void run(), POLL_MS);
  state.timer.unref();
  wakeOutboxWorker();
}
