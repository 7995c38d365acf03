import "server-only";

import { getCollections, type CartLineDocument } from "@/lib/db/collections";
import { isDuplicateKey } from "@/lib/db/errors";

/** Whose cart: a visitor's by the hash of their cookie's id, a customer's by their account (lib/cart/owner.ts). */
export type CartKey = `visitor:${string}` | `user:${string}`;

export async function getCartLines(key: CartKey): Promise<CartLineDocument[]> {
  const { carts } = await getCollections();
  return (await carts.findOne({ _id: key }))?.lines ?? [];
}

/**
 * Tries before giving up when other writes to the same cart keep coming in between: each
 * round one writer wins, so this many writes to one cart at the same moment all land.
 */
const ATTEMPTS = 10;

/**
 * Rewrites a cart's lines with `change`, applied to the lines as they are: a write only lands
 * on the version it read, else it reads again and reapplies, so two tabs changing one cart
 * never lose a change and the line limit holds. `change` may throw to refuse. An empty cart is
 * removed. `expiresAt` keeps a visitor's cart until then. Returns the lines written.
 */
export async function changeCartLines(
  key: CartKey,
  change: (lines: CartLineDocument[]) => CartLineDocument[],
  expiresAt?: Date,
): Promise<CartLineDocument[]> {
  const { carts } = await getCollections();
  for (let attempt = 1; ; attempt++) {
    const current = await carts.findOne({ _id: key });
    const lines = change(current?.lines ?? []);
    const fields = { lines, updatedAt: new Date(), ...(expiresAt && { expiresAt }) };
    if (!current) {
      if (lines.length === 0) return lines;
      try {
        await carts.insertOne({ _id: key, ...fields, version: 1 });
        return lines;
      } catch (error) {
        if (!isDuplicateKey(error) || attempt === ATTEMPTS) throw error;
        continue;
      }
    }
    const versioned = { _id: key, version: current.version };
    const { matchedCount } =
      lines.length === 0
        ? await carts.deleteOne(versioned).then(({ deletedCount }) => ({ matchedCount: deletedCount }))
        : await carts.updateOne(versioned, { $set: fields, $inc: { version: 1 } });
    if (matchedCount === 1) return lines;
    if (attempt === ATTEMPTS) throw new Error(`Cart ${key} kept changing while it was being written`);
  }
}

/** Removes a cart and returns its lines: once, so a visitor's cart joins an account only once. */
export async function takeCart(key: CartKey): Promise<CartLineDocument[]> {
  const { carts } = await getCollections();
  return (await carts.findOneAndDelete({ _id: key }))?.lines ?? [];
}
