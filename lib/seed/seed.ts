import type { Db } from "mongodb";

import { hashPassword } from "@/lib/auth/password";
import { fitKeysOf } from "@/lib/bikes/fitment";
import { demoUsers, seedReviews, seedTools } from "@/lib/seed/catalogue";
import { seedDemoOrders } from "@/lib/seed/demo-orders";

/**
 * Fills the catalogue and reviews (and, when asked, the demo accounts and the demo buyer's
 * orders, one in every state). Idempotent: each
 * item is inserted only if it is missing, and nothing existing is changed.
 */
export async function seed(db: Db, { withDemoUsers }: { withDemoUsers: boolean }): Promise<void> {
  // Older items get older dates, so "newest first" matches the order of the lists above.
  const since = Date.now() - seedTools.length * 60_000;
  await Promise.all(
    seedTools.map((tool, index) =>
      db
        .collection("tools")
        .updateOne(
          { name: tool.name },
          { $setOnInsert: { ...tool, fitKeys: fitKeysOf(tool), createdAt: new Date(since + index * 60_000) } },
          { upsert: true },
        ),
    ),
  );
  // Products seeded before categories or fitment existed get theirs; what was set since is kept.
  await Promise.all(
    seedTools.flatMap((tool) => [
      db
        .collection("tools")
        .updateOne({ name: tool.name, category: { $exists: false } }, { $set: { category: tool.category } }),
      db
        .collection("tools")
        .updateOne(
          { name: tool.name, universal: false, fits: { $size: 0 } },
          { $set: { universal: tool.universal, fits: tool.fits, fitKeys: fitKeysOf(tool) } },
        ),
    ]),
  );
  await Promise.all(
    seedReviews.map((review, index) =>
      db
        .collection("reviews")
        .updateOne(
          { "review.name": review.name, "review.buyerReview": review.buyerReview },
          { $setOnInsert: { review, userEmail: "seed@motoforge.demo", createdAt: new Date(since + index * 60_000) } },
          { upsert: true },
        ),
    ),
  );
  if (!withDemoUsers) return;
  for (const user of demoUsers) {
    await db.collection("users").updateOne(
      { email: user.email },
      {
        $setOnInsert: {
          name: user.name,
          email: user.email,
          // The seed is run by the shop's owner, who vouches for the demo addresses.
          emailVerified: new Date(),
          image: null,
          role: user.role,
          passwordHash: await hashPassword(user.password),
          createdAt: new Date(),
        },
      },
      { upsert: true },
    );
  }
  const buyer = demoUsers.find((user) => user.role === "user");
  if (buyer) await seedDemoOrders(db, buyer.email);
}
