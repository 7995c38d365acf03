import { parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/access";
import { periodOrderLines } from "@/lib/data/stats";
import { csvResponse } from "@/lib/stats/csv";
import { dhakaDateTime } from "@/lib/stats/dhaka-days";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { resolvePeriod, statsQueryParams, statsQuerySchema } from "@/lib/validations/stats";

const HEADER = [
  "order",
  "placed (Dhaka)",
  "status",
  "payment",
  "paid",
  "recipient",
  "email",
  "phone",
  "district",
  "part id",
  "part",
  "quantity",
  "unit BDT",
  "line BDT",
  "order items BDT",
  "order delivery BDT",
  "order total BDT",
];

/**
 * The period's orders for the accountant, one row per line (an order of three parts is three
 * rows repeating its number and totals), every state included: UTF-8 with a BOM, streamed.
 */
export const GET = route(async (request) => {
  await requireAdmin(request);
  const { from, to } = resolvePeriod(parseWith(statsQuerySchema, statsQueryParams(new URL(request.url))));
  async function* rows() {
    for await (const line of periodOrderLines(from, to))
      yield [
        formatOrderNumber(line.orderNumber),
        dhakaDateTime(line.createdAt),
        line.status,
        line.paymentMethod,
        line.paid,
        line.buyerName,
        line.buyerEmail,
        line.buyerPhone,
        line.district,
        line.toolId,
        line.toolName,
        line.quantity,
        line.unitPriceBdt,
        line.lineBdt,
        line.orderItemsBdt,
        line.deliveryChargeBdt,
        line.orderTotalBdt,
      ];
  }
  return csvResponse(HEADER, rows(), `motoforge-orders-${from}-to-${to}.csv`);
});
