import "server-only";

import { getCollections, type OutboxDocument } from "@/lib/db/collections";
import { isDuplicateKey } from "@/lib/db/errors";

export type OutboxMessage = Omit<OutboxDocument, "createdAt" | "nextAttemptAt" | "sentAt"> & {
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
};

const toMessage = ({ createdAt, nextAttemptAt, sentAt, ...fields }: OutboxDocument): OutboxMessage => ({
  ...fields,
  createdAt: createdAt.toISOString(),
  nextAttemptAt: nextAttemptAt.toISOString(),
  sentAt: sentAt?.toISOString() ?? null,
});

export type NewMessage = Pick<OutboxDocument, "_id" | "channel" | "to" | "subject" | "text" | "html">;

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
    { $set: { status: "sent", sentAt: new Date() }, $unset: { lastError: "" } },
  );
}

/** Records a failed attempt: tried again at `retryAt`, or given up (`failed`) when it is null. */
export async function markAttemptFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
  const { outbox } = await getCollections();
  await outbox.updateOne(
    { _id: id, status: "sending" },
    {
      $set: {
        lastError: error.slice(0, 500),
        ...(retryAt ? { status: "pending", nextAttemptAt: retryAt } : { status: "failed" }),
      },
    },
  );
}

/** The admin's Resend: the message is due again now, with a fresh count of attempts. */
export async function resendMessage(id: string): Promise<OutboxMessage | null> {
  const { outbox } = await getCollections();
  const doc = await outbox.findOneAndUpdate(
    { _id: id, status: { $in: ["sent", "failed", "pending"] } },
    { $set: { status: "pending", attempts: 0, nextAttemptAt: new Date() }, $unset: { lastError: "", sentAt: "" } },
    { returnDocument: "after" },
  );
  return doc ? toMessage(doc) : null;
}

/** Messages newest first, a page at a time, and how many there are. */
export async function listMessages(page: number, limit: number): Promise<{ messages: OutboxMessage[]; total: number }> {
  const { outbox } = await getCollections();
  const [docs, total] = await Promise.all([
    outbox
      .find({})
      .sort({ createdAt: -1, _id: -1 })
      .skip(page * limit)
      .limit(limit)
      .toArray(),
    outbox.countDocuments({}),
  ]);
  return { messages: docs.map(toMessage), total };
}
