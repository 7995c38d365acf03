import { NextResponse } from "next/server";

import { route } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/access";
import { listReturnsForShop } from "@/lib/data/returns";

/** Every open return request, oldest first, then the latest closed ones (the admin's Returns page). */
export const GET = route(async (request) => {
  await requireAdmin(request);
  return NextResponse.json(await listReturnsForShop());
});
