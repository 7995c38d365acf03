import { NextResponse } from "next/server";

import { route } from "@/lib/api/route";
import { assertSelfOrAdmin, requireCaller } from "@/lib/auth/access";
import { getAccess } from "@/lib/data/users";
import { emailParam } from "@/lib/api/params";

export const GET = route(async (request, { params }: RouteContext<"/api/admin/[email]">) => {
  const caller = await requireCaller(request);
  const email = await emailParam(params);
  assertSelfOrAdmin(caller, email);
  return NextResponse.json({ admin: (await getAccess(email))?.role === "admin" });
});
