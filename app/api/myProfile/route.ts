import { NextResponse } from "next/server";

import { notFound } from "@/lib/errors";
import { route } from "@/lib/api/route";
import { requireSelfOrAdmin } from "@/lib/auth/access";
import { getProfile } from "@/lib/data/users";
import { emailQuery } from "@/lib/validations/query";

export const GET = route(async (request) => {
  const email = emailQuery(request);
  await requireSelfOrAdmin(request, email);
  const profile = await getProfile(email);
  if (!profile) throw notFound("No user has this email.");
  return NextResponse.json(profile);
});
