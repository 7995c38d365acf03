import { NextResponse } from "next/server";

import { route } from "@/lib/api/route";
import { requireSelfOrAdmin } from "@/lib/auth/access";
import { listOrdersOf } from "@/lib/data/orders";
import { emailQuery } from "@/lib/validations/query";

export const GET = route(async (request) => {
  const email = emailQuery(request);
  await requireSelfOrAdmin(request, email);
  return NextResponse.json(await listOrdersOf(email));
});
