import { NextResponse } from "next/server";

import { parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/access";
import { returnsPageForShop } from "@/lib/data/returns";
import { pageQuerySchema } from "@/lib/validations/order-list";

/**
 * One page (`page`, `limit`: 1 and 50 unless asked) of the admin's Returns list: every open
 * request, oldest first, then the closed ones, newest first; how many there are in X-Total-Count.
 */
export const GET = route(async (request) => {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const { page, limit } = parseWith(pageQuerySchema, Object.fromEntries(params));
  const { requests, total } = await returnsPageForShop((page - 1) * limit, limit);
  return NextResponse.json(requests, { headers: { "X-Total-Count": String(total) } });
});
