import { NextResponse } from "next/server";

import { parseWith, readJson } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireOrderAccess } from "@/lib/auth/order-access";
import { paymentIntentFor } from "@/lib/payments/order-payments";
import { assertStillHeld } from "@/lib/payments/unpaid-hold";
import { paymentIntentRequestSchema } from "@/lib/validations/payment";

/** The client secret for paying the caller's own unpaid order, at its stored price, while it is held. */
export const POST = route(async (request) => {
  const { orderId } = parseWith(paymentIntentRequestSchema, await readJson(request));
  const order = await requireOrderAccess(request, orderId, { allowAdmin: false });
  await assertStillHeld(order);
  return NextResponse.json(await paymentIntentFor(order));
});
