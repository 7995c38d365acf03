import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";

import { parseWith, readJson } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/access";
import { addBikeModel } from "@/lib/data/bikes";
import { cacheTags } from "@/lib/data/cache-tags";
import { cachedBikeMakes } from "@/lib/data/catalogue";
import { newBikeSchema } from "@/lib/validations/bikes";

/** The bikes the shop knows, by maker: slugs for URLs and fitment, names for people. Public. */
export const GET = route(async () =>
  NextResponse.json(await cachedBikeMakes(), {
    headers: { "cache-control": "public, max-age=300, stale-while-revalidate=3600" },
  }),
);

/** The admin adds a model (and its maker, if new) to the list. */
export const POST = route(async (request) => {
  await requireAdmin(request);
  const bike = await addBikeModel(parseWith(newBikeSchema, await readJson(request)));
  revalidateTag(cacheTags.bikes, { expire: 0 });
  const { make, makeName, model, name, years, cc } = bike;
  return NextResponse.json({ make, makeName, model, name, years, cc }, { status: 201 });
});
