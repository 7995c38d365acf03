import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";

import { parseWith, readJson } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/access";
import { cacheTags } from "@/lib/data/cache-tags";
import { cachedTools } from "@/lib/data/catalogue";
import { addTool } from "@/lib/data/tools";
import { productSchema } from "@/lib/validations/product";
import { limitParam } from "@/lib/validations/query";

/** The catalogue, newest first. */
export const GET = route(async (request) => NextResponse.json(await cachedTools(limitParam(request))));

/** The admin adds a product; its picture was uploaded to /api/images first. */
export const POST = route(async (request) => {
  await requireAdmin(request);
  const input = parseWith(productSchema, await readJson(request));
  const insertedId = await addTool(input);
  revalidateTag(cacheTags.tools, { expire: 0 });
  return NextResponse.json({ insertedId }, { status: 201 });
});
