import { parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/access";
import { periodOrderLines } from "@/lib/data/stats";
import { csvRow, UTF8_BOM } from "@/lib/stats/csv";
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
  const lines = periodOrderLines(from, to);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(UTF8_BOM + csvRow(HEADER)));
    },
    async pull(controller) {
      let chunk = "";
      for (let rows = 0; rows < 200; rows++) {
        const next = await lines.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        const line = next.value;
        chunk += csvRow([
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
        ]);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="motoforge-orders-${from}-to-${to}.csv"`,
      "x-content-type-options": "nosniff",
    },
  });
});
