import "server-only";

import { getCollections, type PhoneCodeDocument } from "@/lib/db/collections";

/** Wrong codes a code survives: the third wrong one uses it up. */
export const MAX_WRONG_TRIES = 3;

const idOf = (email: string, phone: string) => `${email.toLowerCase()}:${phone}`;

/** Keeps a new code's digest for the account and phone, in place of any code sent before. */
export async function saveCode(email: string, phone: string, digest: string, expiresAt: Date): Promise<void> {
  const { phoneCodes } = await getCollections();
  await phoneCodes.replaceOne({ _id: idOf(email, phone) }, { digest, wrongTries: 0, expiresAt }, { upsert: true });
}

/** The live code of the account and phone: unexpired and not used up. */
export async function findLiveCode(email: string, phone: string): Promise<PhoneCodeDocument | null> {
  const { phoneCodes } = await getCollections();
  return phoneCodes.findOne({
    _id: idOf(email, phone),
    expiresAt: { $gt: new Date() },
    wrongTries: { $lt: MAX_WRONG_TRIES },
  });
}

/** Uses the code with that digest up: one atomic delete, so it confirms once however often it is sent. */
export async function spendCode(email: string, phone: string, digest: string): Promise<boolean> {
  const { phoneCodes } = await getCollections();
  const used = await phoneCodes.findOneAndDelete({
    _id: idOf(email, phone),
    digest,
    expiresAt: { $gt: new Date() },
    wrongTries: { $lt: MAX_WRONG_TRIES },
  });
  return used !== null;
}

/** Counts a wrong try against the code with that digest; returns the tries it has left (0: gone). */
export async function countWrongTry(email: string, phone: string, digest: string): Promise<number> {
  const { phoneCodes } = await getCollections();
  const _id = idOf(email, phone);
  const code = await phoneCodes.findOneAndUpdate(
    { _id, digest, wrongTries: { $lt: MAX_WRONG_TRIES } },
    { $inc: { wrongTries: 1 } },
    { returnDocument: "after" },
  );
  const left = code ? MAX_WRONG_TRIES - code.wrongTries : 0;
  if (left === 0) await phoneCodes.deleteOne({ _id, digest });
  return left;
}
