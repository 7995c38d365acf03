import { NextResponse } from "next/server";

import { apiMessage, notFound } from "@/lib/errors";
import { route } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/access";
import { makeAdmin } from "@/lib/data/users";
import { emailParam } from "@/lib/api/params";

export const PUT = route(async (request, { params }: RouteContext<"/api/user/admin/[email]">) => {
  await requireAdmin(request);
  const email = await emailParam(params);
  const { matchedCount, modifiedCount } = await makeAdmin(email);
  if (matchedCount === 0) throw notFound(apiMessage("auth.noUser"));
  return NextResponse.json({ modifiedCount });
});
