import { NextResponse } from "next/server";

import { apiMessage, notFound } from "@/lib/errors";
import { route } from "@/lib/api/route";
import { assertSelfOrAdmin, requireCaller } from "@/lib/auth/access";
import { getProfile } from "@/lib/data/users";
import { emailQuery } from "@/lib/api/params";

export const GET = route(async (request) => {
  const caller = await requireCaller(request);
  const email = emailQuery(request);
  assertSelfOrAdmin(caller, email);
  const profile = await getProfile(email);
  if (!profile) throw notFound(apiMessage("auth.noUser"));
  return NextResponse.json(profile);
});
