import { NextResponse } from "next/server";

import { notFound } from "@/lib/api/errors";
import { parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { getTool } from "@/lib/data/tools";
import { objectIdSchema } from "@/lib/validations/object-id";

export const GET = route(async (_request, { params }: RouteContext<"/api/tools/[id]">) => {
  const tool = await getTool(parseWith(objectIdSchema, (await params).id));
  if (!tool) throw notFound("This tool does not exist.");
  return NextResponse.json(tool);
});
