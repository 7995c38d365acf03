import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";

import { parseWith, readJson } from "@/lib/api/input";
import { route, SAME_FOR_EVERYONE } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/access";
import { cacheTags } from "@/lib/data/cache-tags";
import { isKnownBike } from "@/lib/bikes/directory";
import { cachedBikeMakes, cachedCataloguePage, cachedTools } from "@/lib/data/catalogue";
import { apiMessage, invalid } from "@/lib/errors";
import { addTool } from "@/lib/data/tools";
import { catalogueQuerySchema } from "@/lib/validations/catalogue";
import { productSchema } from "@/lib/validations/product";

/**
 * The catalogue, newest first: the spec's plain list without parameters. With any of q,
 * category, bike, sort, page or limit, one page of the matching products, the database doing the
 * filtering, sorting and paging, and how many match in all in X-Total-Count.
 */
export const GET = route(async (request) => {
  const params = new URL(request.url).searchParams;
  const caching = { "Cache-Control": SAME_FOR_EVERYONE };
  if (params.size === 0) return NextResponse.json(await cachedTools(0), { headers: caching });
  const query = parseWith(catalogueQuerySchema, Object.fromEntries(params));
  if (query.bike && !isKnownBike(await cachedBikeMakes(), query.bike)) {
    throw invalid(apiMessage("request.checkFields"), { bike: apiMessage("bikes.notListed") });
  }
  const { tools, total } = await cachedCataloguePage(query);
  return NextResponse.json(tools, { headers: { ...caching, "X-Total-Count": String(total) } });
});

/** The admin adds a product; its picture was uploaded to /api/images first. */
export const POST = route(async (request) => {
  await requireAdmin(request);
  const input = parseWith(productSchema, await readJson(request));
  const insertedId = await addTool(input);
  revalidateTag(cacheTags.tools, { expire: 0 });
  return NextResponse.json({ insertedId }, { status: 201 });
});
