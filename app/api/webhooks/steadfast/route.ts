import { NextResponse } from "next/server";

import { parseWith, readJson } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { courierNoticeFrom, hasWebhookToken, steadfastNoticeSchema } from "@/lib/couriers/steadfast/webhook";
import { getOrderByNumber } from "@/lib/data/orders";
import { apiMessage, unauthenticated } from "@/lib/errors";
import { applyCourierNotice } from "@/lib/orders/courier-updates";
import { parseOrderNumber } from "@/lib/orders/lifecycle";

const MAX_NOTICE_BYTES = 16 * 1024;

/**
 * Steadfast's notices of a parcel (lib/couriers/steadfast/webhook.ts). A wrong or missing
 * token: 401 before the body is read. A notice for an order the shop does not know, or for a
 * consignment that is not the order's: 200 and ignored (logged), so Steadfast stops sending
 * it. Replays and racing notices change an order once (lib/orders/courier-updates.ts).
 */
export const POST = route(
  async (request) => {
    if (!hasWebhookToken(request)) throw unauthenticated(apiMessage("courier.badToken"));
    const notice = parseWith(steadfastNoticeSchema, await readJson(request, MAX_NOTICE_BYTES));
    const orderNumber = parseOrderNumber(notice.invoice);
    const order = orderNumber === null ? null : await getOrderByNumber(orderNumber);
    const outcome = order ? await applyCourierNotice(order, courierNoticeFrom(notice)) : "ignored";
    if (outcome === "ignored")
      console.warn(`Steadfast notice ignored: invoice ${notice.invoice}, consignment ${notice.consignment_id}`);
    return NextResponse.json({ status: "success", message: "Webhook received successfully." });
  },
  // Steadfast's servers act on no cookie; the token is the only authority.
  { crossSite: "allowed" },
);
