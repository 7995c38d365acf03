import { NextResponse } from "next/server";

import { parseWith, readJson } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireCaller } from "@/lib/auth/access";
import { requireOrderFor } from "@/lib/orders/access";
import { startCardPayment } from "@/lib/orders/pay-order";
import { paymentIntentRequestSchema } from "@/lib/validations/payment";

/** The client secret for paying the caller's own unpaid card order, at its stored price, while it is held. */
export const POST = route(async (request) => {
  const caller = await requireCaller(request);
  const { orderId } = parseWith(paymentIntentRequestSchema, await readJson(request));
  return NextResponse.json(await startCardPayment(await requireOrderFor(caller, orderId, { allowAdmin: false })));
});
