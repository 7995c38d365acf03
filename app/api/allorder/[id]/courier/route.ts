import { NextResponse } from "next/server";

import { idParam } from "@/lib/api/params";
import { route } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/access";
import { requireOrderFor } from "@/lib/orders/access";
import { bookCourier } from "@/lib/orders/book-courier";

type Context = RouteContext<"/api/allorder/[id]/courier">;

/**
 * The admin books the order's parcel with Steadfast and ships it (lib/orders/book-courier.ts):
 * once, however often asked; 409 when the order is not ready to ship or is being booked, 502
 * with Steadfast's reason when it refuses or does not answer, 503 without Steadfast's keys.
 */
export const POST = route(async (request, { params }: Context) => {
  const admin = await requireAdmin(request);
  const id = await idParam(params);
  return NextResponse.json(await bookCourier(await requireOrderFor(admin, id)));
});
