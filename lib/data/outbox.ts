import "server-only";

import { getCollections, type OutboxDocument } from "@/lib/db/collections";
import { isDuplicateKey } from "@/lib/db/errors";
import { canonicalMobile } from "@/lib/validations/bd-mobile";

/** A message as the admin sees it: its sealed secrets never leave this module. */
export type OutboxMessage = Omit<OutboxDocument, "createdAt" | "nextAttemptAt" | "sentAt" | "secrets"> & {
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
  /** Its one-time link or code was removed once it was sent or given up: it cannot be sent again. */
  secretsGone: boolean;
};

const toMessage = ({ createdAt, nextAttemptAt, sentAt, secrets, ...fields }: OutboxDocument): OutboxMessage => ({
  ...fields,
  createdAt: createdAt.toISOString(),
  nextAttemptAt: nextAttemptAt.toISOString(),
  sentAt: sentAt?.toISOString() ?? null,
  secretsGone: fields.masked === true && secrets === undefined,
});

export type NewMessage = Pick<
  OutboxDocument,
  "_id" | "channel" | "to" | "subject" | "text" | "html" | "masked" | "secrets"
>;

/** Queues a message under its event's key; false when that event already queued one (a replay). */
export async function insertMessage(message: NewMessage): Promise<boolean> {
  const { outbox } = await getCollections();
  const now = new Date();
  try {
    await outbox.insertOne({ ...message, status: "pending", attempts: 0, nextAttemptAt: now, createdAt: now });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/**
 * Claims the next due message of a channel for one sender: pending and due, or claimed by a
 * sender that never finished (its claim, `nextAttemptAt`, ran out). One atomic update, so two
 * workers (two shop instances) never send the same message.
 */
export async function claimDueMessage(
  channel: OutboxDocument["channel"],
  claimMs: number,
): Promise<OutboxDocument | null> {
  const { outbox } = await getCollections();
  const now = new Date();
  return outbox.findOneAndUpdate(
    { status: { $in: ["pending", "sending"] }, channel, nextAttemptAt: { $lte: now } },
    { $set: { status: "sending", nextAttemptAt: new Date(now.getTime() + claimMs) }, $inc: { attempts: 1 } },
    { sort: { nextAttemptAt: 1 }, returnDocument: "after" },
  );
}

export async function markSent(id: string): Promise<void> {
  const { outbox } = await getCollections();
  await outbox.updateOne(
    { _id: id, status: "sending" },
    // Sent: its secrets are of no more use here, and a copy of the database must not hold them.
    { $set: { status: "sent", sentAt: new Date() }, $unset: { lastError: "", secrets: "" } },
  );
}

/** Records a failed attempt: tried again at `retryAt`, or given up (`failed`, its secrets removed) when it is null. */
export async function markAttemptFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
  const { outbox } = await getCollections();
  const lastError = error.slice(0, 500);
  await outbox.updateOne(
    { _id: id, status: "sending" },
    retryAt
      ? { $set: { lastError, status: "pending", nextAttemptAt: retryAt } }
      : { $set: { lastError, status: "failed" }, $unset: { secrets: "" } },
  );
}

/**
 * The admin's Resend: the message is due again now, with a fresh count of attempts. A message
 * whose secrets are gone is not, as it would carry a dead link: the customer asks for a new one.
 */
export async function resendMessage(id: string): Promise<OutboxMessage | null> {
  const { outbox } = await getCollections();
  const doc = await outbox.findOneAndUpdate(
    {
      _id: id,
      status: { $in: ["sent", "failed", "pending"] },
      $or: [{ masked: { $exists: false } }, { secrets: { $exists: true } }],
    },
    { $set: { status: "pending", attempts: 0, nextAttemptAt: new Date() }, $unset: { lastError: "", sentAt: "" } },
    { returnDocument: "after" },
  );
  return doc ? toMessage(doc) : null;
}

/** Whether the message exists but its secrets were removed (sent or given up), so it may not be resent. */
export async function lostItsSecrets(id: string): Promise<boolean> {
  const { outbox } = await getCollections();
  return (await outbox.countDocuments({ _id: id, masked: true, secrets: { $exists: false } })) > 0;
}

/**
 * Messages newest first, a page at a time, and how many there are; with `to`, only those to that
 * address (in any case) or mobile (however written), as a customer asking after one would give it.
 */
export async function listMessages(
  page: number,
  limit: number,
  to?: string,
): Promise<{ messages: OutboxMessage[]; total: number }> {
  const { outbox } = await getCollections();
  const filter = to ? { to: canonicalMobile(to) ?? to.trim().toLowerCase() } : {};
  const [docs, total] = await Promise.all([
    outbox
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip(page * limit)
      .limit(limit)
      .toArray(),
    outbox.countDocuments(filter),
  ]);
  return { messages: docs.map(toMessage), total };
}
