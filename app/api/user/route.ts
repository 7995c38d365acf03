import { NextResponse } from "next/server";

import { route } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/access";
import { listUsers } from "@/lib/data/users";

export const GET = route(async (request) => {
  await requireAdmin(request);
  return NextResponse.json(await listUsers());
});
