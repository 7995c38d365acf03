import { NextResponse } from "next/server";

import { parseWith, readJson } from "@/lib/api/input";
import { idParam } from "@/lib/api/params";
import { route } from "@/lib/api/route";
import { requireCaller } from "@/lib/auth/access";
import { requireOrderFor } from "@/lib/orders/access";
import { requestReturn } from "@/lib/returns/request-return";
import { returnRequestSchema } from "@/lib/validations/returns";

/**
 * "Return or report a problem": the buyer asks to return lines of their own delivered order
 * (someone else's answers 404, as it does everywhere) → the request, 201.
 */
export const POST = route(async (request, { params }: RouteContext<"/api/order/[id]/returns">) => {
  const caller = await requireCaller(request);
  const order = await requireOrderFor(caller, await idParam(params), { allowAdmin: false });
  const input = parseWith(returnRequestSchema, await readJson(request));
  return NextResponse.json(await requestReturn(order, input), { status: 201 });
});
