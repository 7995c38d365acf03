import { NextResponse } from "next/server";

import { parseWith, readJson } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireCaller } from "@/lib/auth/access";
import { requireOrderFor } from "@/lib/orders/access";
import { startGatewayPayment } from "@/lib/orders/pay-order";
import { gatewaySessionRequestSchema } from "@/lib/validations/payment";

/** The gateway page for paying the caller's own unpaid bKash/Nagad/Rocket order, at its stored total, while it is held. */
export const POST = route(async (request) => {
  const caller = await requireCaller(request);
  const { orderId } = parseWith(gatewaySessionRequestSchema, await readJson(request));
  return NextResponse.json(await startGatewayPayment(await requireOrderFor(caller, orderId, { allowAdmin: false })));
});
