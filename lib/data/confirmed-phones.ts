import "server-only";

import { getCollections } from "@/lib/db/collections";

/** How long a confirmed phone counts for cash on delivery. */
export const CONFIRMATION_DAYS = 90;

const idOf = (email: string, phone: string) => `${email.toLowerCase()}:${phone}`;

/** Records that the account receives texts on `phone`, for the next 90 days. */
export async function confirmPhone(email: string, phone: string): Promise<void> {
  const { confirmedPhones } = await getCollections();
  const confirmedAt = new Date();
  const expiresAt = new Date(confirmedAt.getTime() + CONFIRMATION_DAYS * 24 * 60 * 60_000);
  await confirmedPhones.replaceOne(
    { _id: idOf(email, phone) },
    { email: email.toLowerCase(), phone, confirmedAt, expiresAt },
    { upsert: true },
  );
}

/** Whether the account confirmed `phone` within the last 90 days. */
export async function isPhoneConfirmed(email: string, phone: string): Promise<boolean> {
  const { confirmedPhones } = await getCollections();
  return (await confirmedPhones.countDocuments({ _id: idOf(email, phone), expiresAt: { $gt: new Date() } })) > 0;
}

/** The account's confirmed phones, newest first, with until when each counts. */
export async function listConfirmedPhones(email: string): Promise<{ phone: string; until: string }[]> {
  const { confirmedPhones } = await getCollections();
  const docs = await confirmedPhones
    .find({ email: email.toLowerCase(), expiresAt: { $gt: new Date() } })
    .sort({ email: 1, confirmedAt: -1 })
    .toArray();
  return docs.map(({ phone, expiresAt }) => ({ phone, until: expiresAt.toISOString() }));
}
