import { parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/access";
import { documentsIssuedBetween } from "@/lib/data/invoices";
import { dhakaMonth, monthRange } from "@/lib/invoices/month";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { csvResponse, type CsvCell } from "@/lib/stats/csv";
import { dhakaDateTime } from "@/lib/stats/dhaka-days";
import { invoiceMonthQuerySchema } from "@/lib/validations/invoices";

const HEADER = [
  "number",
  "type",
  "issued (Dhaka)",
  "against invoice",
  "order",
  "buyer",
  "phone",
  "payment",
  "row",
  "description",
  "quantity",
  "unit BDT",
  "value BDT",
  "VAT %",
  "VAT BDT",
  "total BDT",
  "document total BDT",
];

/**
 * The month's invoices and credit notes for the accountant, one row per line (and one for a
 * delivery charge), UTF-8 with a BOM, streamed. A credit note's amounts are negative, so a
 * spreadsheet's sums of a column are the month's net sales and VAT.
 */
export const GET = route(async (request) => {
  await requireAdmin(request);
  const { month = dhakaMonth(new Date()) } = parseWith(invoiceMonthQuerySchema, {
    month: new URL(request.url).searchParams.get("month") ?? undefined,
  });
  const { from, to } = monthRange(month);
  async function* rows(): AsyncGenerator<CsvCell[]> {
    for await (const document of documentsIssuedBetween(from, to)) {
      const sign = document.kind === "creditNote" ? -1 : 1;
      const common = [
        document._id,
        document.kind === "creditNote" ? "credit note" : "invoice",
        dhakaDateTime(new Date(document.issuedAt)),
        document.invoiceNumber,
        formatOrderNumber(document.orderNumber),
        document.buyer.name,
        document.buyer.phone,
        document.paymentMethod,
      ];
      const entries = [
        ...document.lines.map((line, index) => ({ row: index + 1, ...line })),
        ...(document.delivery
          ? [
              {
                row: "delivery",
                description: "Delivery charge",
                quantity: 1,
                unitPriceBdt: document.delivery.totalBdt,
                ...document.delivery,
              },
            ]
          : []),
      ];
      for (const line of entries)
        yield [
          ...common,
          line.row,
          line.description,
          line.quantity,
          line.unitPriceBdt,
          sign * line.valueBdt,
          line.vatRate,
          sign * line.vatBdt,
          sign * line.totalBdt,
          sign * document.totals.totalBdt,
        ];
    }
  }
  return csvResponse(HEADER, rows(), `motoforge-invoices-${month}.csv`);
});
