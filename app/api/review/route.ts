import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";

import { readJson, parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireCaller } from "@/lib/auth/access";
import { hit, reviewsPerAccount } from "@/lib/auth/rate-limit";
import { addReview } from "@/lib/data/reviews";
import { cacheTags } from "@/lib/data/cache-tags";
import { apiMessage, rateLimited } from "@/lib/errors";
import { reviewSchema } from "@/lib/validations/review";

/** A signed-in user's review, for the home page; three a day per account (429 after). */
export const POST = route(async (request) => {
  const caller = await requireCaller(request);
  const { review } = parseWith(reviewSchema, await readJson(request));
  if (!(await hit(reviewsPerAccount, caller.email))) throw rateLimited(apiMessage("reviews.tooMany"));
  const insertedId = await addReview(review, caller.email);
  revalidateTag(cacheTags.reviews, { expire: 0 });
  return NextResponse.json({ insertedId }, { status: 201 });
});
