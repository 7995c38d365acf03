import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";

import { parseWith, readJson } from "@/lib/api/input";
import { idParam } from "@/lib/api/params";
import { route } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/access";
import { cacheTags } from "@/lib/data/cache-tags";
import { moveReturnRequest } from "@/lib/returns/move-return";
import { returnUpdateSchema } from "@/lib/validations/returns";

/**
 * The admin moves a return on: `{ status: "approved" | "rejected", note }`,
 * `{ status: "received", restock }`, `{ status: "refunded", method?, reference? }`; 409 out of order.
 */
export const PATCH = route(async (request, { params }: RouteContext<"/api/returns/[id]">) => {
  await requireAdmin(request);
  const id = await idParam(params);
  const moved = await moveReturnRequest(id, parseWith(returnUpdateSchema, await readJson(request)));
  if (moved.restocked) revalidateTag(cacheTags.tools, { expire: 0 });
  return NextResponse.json(moved);
});
