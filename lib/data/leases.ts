import "server-only";

import { getCollections } from "@/lib/db/collections";
import { isDuplicateKey } from "@/lib/db/errors";

/**
 * Jobs one instance at a time runs, of many on one database: a lease by the job's name, taken
 * in one atomic update when it is free or has run out (its holder died), else the insert is a
 * duplicate key and the caller skips this round.
 */
export async function takeLease(name: string, holder: string, forMs: number): Promise<boolean> {
  const { leases } = await getCollections();
  const now = new Date();
  try {
    await leases.updateOne(
      { _id: name, until: { $lte: now } },
      { $set: { holder, until: new Date(now.getTime() + forMs) } },
      { upsert: true },
    );
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

export async function releaseLease(name: string, holder: string): Promise<void> {
  const { leases } = await getCollections();
  await leases.deleteOne({ _id: name, holder });
}
