import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";

import { apiMessage, notFound } from "@/lib/errors";
import { parseWith, readJson } from "@/lib/api/input";
import { idParam } from "@/lib/api/params";
import { route } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/access";
import { cacheTags } from "@/lib/data/cache-tags";
import { deleteTool, getTool, updateTool } from "@/lib/data/tools";
import { productUpdateSchema } from "@/lib/validations/product";

type Context = RouteContext<"/api/tools/[id]">;

export const GET = route(async (_request, { params }: Context) => {
  const tool = await getTool(await idParam(params));
  if (!tool) throw notFound(apiMessage("tools.notFound"));
  return NextResponse.json(tool);
});

/** The admin changes some of a product's fields (partial, validated like Add product); placed orders keep their price. */
export const PATCH = route(async (request, { params }: Context) => {
  await requireAdmin(request);
  const id = await idParam(params);
  const tool = await updateTool(id, parseWith(productUpdateSchema, await readJson(request)));
  if (!tool) throw notFound(apiMessage("tools.notFound"));
  revalidateTag(cacheTags.tools, { expire: 0 });
  return NextResponse.json(tool);
});

/** The admin removes a product (the old shop let anyone do this; now it takes an admin). */
export const DELETE = route(async (request, { params }: Context) => {
  await requireAdmin(request);
  const result = await deleteTool(await idParam(params));
  if (result.deletedCount === 0) throw notFound(apiMessage("tools.notFound"));
  revalidateTag(cacheTags.tools, { expire: 0 });
  return NextResponse.json(result);
});
