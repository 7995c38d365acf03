import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";

import { readJson, parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireCaller } from "@/lib/auth/access";
import { addReview } from "@/lib/data/reviews";
import { cacheTags } from "@/lib/data/cache-tags";
import { reviewSchema } from "@/lib/validations/review";

export const POST = route(async (request) => {
  const caller = await requireCaller(request);
  const { review } = parseWith(reviewSchema, await readJson(request));
  const insertedId = await addReview(review, caller.email);
  revalidateTag(cacheTags.reviews, { expire: 0 });
  return NextResponse.json({ insertedId }, { status: 201 });
});
