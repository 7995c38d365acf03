import { NextResponse } from "next/server";

import { route } from "@/lib/api/route";
import { clientAddress } from "@/lib/http/client-address";
import { trackOrder } from "@/lib/orders/track-order";

/**
 * Tracking without an account: `?order=MF-10001&phone=01711000000` answers what /track shows
 * (lib/orders/track-order.ts), limited per client address and per order number (429); any
 * pair that does not match is the same 404.
 */
export const GET = route(async (request) => {
  const query = new URL(request.url).searchParams;
  const tracked = await trackOrder(query.get("order") ?? "", query.get("phone") ?? "", clientAddress(request));
  return NextResponse.json(tracked);
});
