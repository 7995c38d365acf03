import "server-only";

import { siteConfig } from "@/config/site";
import { documentsOfOrder, issueDocument, type Invoice } from "@/lib/data/invoices";
import type { Order } from "@/lib/data/orders";
import { getToolsByIds } from "@/lib/data/tools";
import { env } from "@/lib/env";
import { creditContent, invoiceContent, wholeInvoice, type Returned } from "@/lib/invoices/content";
import { invoiceDue, UNDONE } from "@/lib/invoices/invoice-due";

/**
 * Invoices and credit notes for orders (Mushak-6.3 and 6.7 when SHOP_BIN is set). Each is issued
 * once, from a copy of the order and of the products' VAT rates as they are at that moment.
 */

async function issueInvoice(order: Order): Promise<Invoice> {
  const { VAT_RATE, SHOP_BIN } = env();
  const tools = await getToolsByIds(order.items.flatMap((item) => item.toolId ?? []));
  const vatRateOf = (toolId: string | null) => (toolId ? tools.get(toolId)?.vatRate : null) ?? VAT_RATE;
  return issueDocument({
    kind: "invoice",
    key: `invoice:${order._id}`,
    orderId: order._id,
    orderNumber: order.orderNumber,
    seller: {
      name: siteConfig.legalName,
      address: siteConfig.contact.address,
      ...(SHOP_BIN && { bin: SHOP_BIN }),
    },
    buyer: {
      name: order.BuyerName,
      email: order.BuyerEmail,
      phone: order.BuyerPhone,
      ...(order.district && { address: order.address, area: order.area, district: order.district }),
    },
    paymentMethod: order.paymentMethod,
    ...(order.transactionId && { transactionId: order.transactionId }),
    ...invoiceContent(order, vatRateOf, VAT_RATE),
  });
}

/**
 * A credit note for what goes back of an invoice, under `reason` (one per reason: "cancelled",
 * "returned", or a return's own id), addressed as the invoice was. The whole invoice unless
 * `returned` names some of its rows.
 */
export async function issueCreditNote(invoice: Invoice, reason: string, returned?: Returned): Promise<Invoice> {
  const { seller, buyer, paymentMethod, transactionId } = invoice;
  return issueDocument({
    kind: "creditNote",
    key: `credit:${invoice.orderId}:${reason}`,
    orderId: invoice.orderId,
    orderNumber: invoice.orderNumber,
    invoiceNumber: invoice._id,
    seller,
    buyer,
    paymentMethod,
    ...(transactionId && { transactionId }),
    ...creditContent(invoice, returned ?? wholeInvoice(invoice)),
  });
}

/**
 * The order's invoice and credit notes, first issuing what it is owed and lacks: an invoice once
 * it is confirmed or paid, a credit note once an invoiced order is cancelled or returned. Orders
 * sold before invoices existed get theirs here too, when first asked for. Empty for an order
 * never sold.
 */
export async function orderDocuments(order: Order): Promise<Invoice[]> {
  const documents = await documentsOfOrder(order._id);
  const invoice = documents.find((document) => document.kind === "invoice");
  if (!invoice) return invoiceDue(order) ? [await issueInvoice(order)] : [];
  const undone = UNDONE.find((status) => status === order.status);
  if (undone && !documents.some((document) => document.key === `credit:${order._id}:${undone}`))
    return [...documents, await issueCreditNote(invoice, undone)];
  return documents;
}

/**
 * Right after an order moves: issues what the move makes it owed. A failure here never fails the
 * move (the payment is taken, the order cancelled): the document is issued when the order's
 * documents are next asked for.
 */
export async function issueOrderDocuments(order: Order): Promise<void> {
  try {
    await orderDocuments(order);
  } catch (error) {
    console.error(`Documents of order ${order._id} not issued yet; they will be when next opened.`, error);
  }
}

/**
 * A refunded return's credit note: its rows of the order's invoice and, when the whole order came
 * back, the delivery charge; under the return's own id, so each return is credited once. Like
 * issueOrderDocuments, a failure never undoes the refund already made.
 */
export async function issueReturnCreditNote(
  order: Order,
  returned: { id: string; lines: Returned["lines"]; includesDelivery: boolean },
): Promise<void> {
  try {
    const invoice = (await orderDocuments(order)).find((document) => document.kind === "invoice");
    if (invoice)
      await issueCreditNote(invoice, `return:${returned.id}`, {
        lines: returned.lines,
        delivery: returned.includesDelivery,
      });
  } catch (error) {
    console.error(`Credit note for return ${returned.id} of order ${order._id} not issued.`, error);
  }
}
