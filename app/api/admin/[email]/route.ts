import { NextResponse } from "next/server";

import { route } from "@/lib/api/route";
import { requireSelfOrAdmin } from "@/lib/auth/access";
import { getAccess } from "@/lib/data/users";
import { emailParam } from "@/lib/validations/params";

export const GET = route(async (request, { params }: RouteContext<"/api/admin/[email]">) => {
  const email = await emailParam(params);
  await requireSelfOrAdmin(request, email);
  return NextResponse.json({ admin: (await getAccess(email))?.role === "admin" });
});
