import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";

import { readJson, parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireAdmin, requireCaller } from "@/lib/auth/access";
import { cacheTags } from "@/lib/data/cache-tags";
import { listAllOrders, placeOrder } from "@/lib/data/orders";
import { getProfile } from "@/lib/data/users";
import { orderSchema } from "@/lib/validations/order";

/**
 * Places an order for the signed-in buyer. Only the tool, quantity and phone come from the
 * client; the buyer is the caller and the price is the server's.
 */
export const POST = route(async (request) => {
  const caller = await requireCaller(request);
  const input = parseWith(orderSchema, await readJson(request));
  const profile = await getProfile(caller.email);
  const insertedId = await placeOrder(input, { name: profile?.name || caller.email, email: caller.email });
  revalidateTag(cacheTags.tools, { expire: 0 });
  return NextResponse.json({ insertedId }, { status: 201 });
});

/** Every order, newest first: the admin's Manage All Orders list. */
export const GET = route(async (request) => {
  await requireAdmin(request);
  return NextResponse.json(await listAllOrders());
});
