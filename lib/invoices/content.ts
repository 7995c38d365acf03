import { splitVat, sumTaxed, type TaxedAmount, type Totals } from "@/lib/invoices/vat";

/**
 * What an invoice or a credit note says was sold (or given back), without I/O: its rows in taka
 * with their VAT, the delivery charge and the totals. Built once, when the document is issued,
 * and kept with it: a later price, name or rate never changes it.
 */
export type DocumentLine = TaxedAmount & {
  toolId: string | null;
  description: string;
  quantity: number;
  unitPriceBdt: number;
};

export type DocumentContent = {
  lines: DocumentLine[];
  /** The delivery charge, taxed at the shop's default rate; null when delivery was free. */
  delivery: TaxedAmount | null;
  totals: Totals;
};

type SoldLine = { toolId: string | null; toolName: string; quantity: number; unitPriceBdt: number; priceBdt: number };

function withTotals(lines: DocumentLine[], delivery: TaxedAmount | null): DocumentContent {
  return { lines, delivery, totals: sumTaxed([...lines, ...(delivery ? [delivery] : [])]) };
}

/** An order's lines at their products' VAT rates; the delivery charge at `defaultRate`. */
export function invoiceContent(
  order: { items: readonly SoldLine[]; deliveryChargeBdt: number },
  vatRateOf: (toolId: string | null) => number,
  defaultRate: number,
): DocumentContent {
  const lines = order.items.map((item) => ({
    toolId: item.toolId,
    description: item.toolName,
    quantity: item.quantity,
    unitPriceBdt: item.unitPriceBdt,
    ...splitVat(item.priceBdt, vatRateOf(item.toolId)),
  }));
  return withTotals(lines, order.deliveryChargeBdt > 0 ? splitVat(order.deliveryChargeBdt, defaultRate) : null);
}

/** What goes back: some units of some of the invoice's rows (by index), and the delivery charge or not. */
export type Returned = { lines: readonly { line: number; quantity: number }[]; delivery: boolean };

/** Everything on the invoice: a cancelled order's return. */
export const wholeInvoice = (invoice: DocumentContent): Returned => ({
  lines: invoice.lines.map((line, index) => ({ line: index, quantity: line.quantity })),
  delivery: true,
});

/**
 * A credit note's rows: each returned row at the invoice's unit price and VAT rate, so crediting
 * every row gives back exactly the invoice's totals, and a partial return its share.
 */
export function creditContent(invoice: DocumentContent, returned: Returned): DocumentContent {
  const lines = returned.lines.map(({ line, quantity }) => {
    const sold = invoice.lines[line];
    if (!sold || !Number.isInteger(quantity) || quantity < 1 || quantity > sold.quantity)
      throw new RangeError(`cannot credit ${quantity} of row ${line}`);
    return { ...sold, quantity, ...splitVat(sold.unitPriceBdt * quantity, sold.vatRate) };
  });
  return withTotals(lines, returned.delivery ? invoice.delivery : null);
}
