import "server-only";

import { ObjectId } from "mongodb";

import { getCollections, type InvoiceDocument } from "@/lib/db/collections";
import { isDuplicateKey } from "@/lib/db/errors";
import type { DocumentLine } from "@/lib/invoices/content";
import { documentNumber, documentSeries, type DocumentKind } from "@/lib/invoices/financial-year";
import type { Totals } from "@/lib/invoices/vat";
import { objectIdFrom } from "@/lib/data/object-id";

/** An invoice or credit note as pages, the CSV and the API show it: ids and dates as strings. */
export type Invoice = Omit<InvoiceDocument, "orderId" | "issuedAt" | "lines"> & {
  orderId: string;
  issuedAt: string;
  lines: DocumentLine[];
};

export type NewDocument = Omit<InvoiceDocument, "_id" | "series" | "sequence" | "issuedAt" | "orderId" | "lines"> & {
  orderId: string;
  lines: DocumentLine[];
};

function toInvoice({ orderId, issuedAt, lines, ...fields }: InvoiceDocument): Invoice {
  return {
    ...fields,
    orderId: orderId.toHexString(),
    issuedAt: issuedAt.toISOString(),
    lines: lines.map(({ toolId, ...line }) => ({ ...line, toolId: toolId?.toHexString() ?? null })),
  };
}

/** Enough for every instance issuing at once to get its turn; more means something else is wrong. */
const MAX_ATTEMPTS = 50;

/**
 * Issues a document once per `key` under the next number of its series, without gaps, on any
 * number of instances. The number is taken by inserting the document under it: its _id is the
 * number, so the insert either holds the number with the document or fails and holds nothing.
 * (A counter moved with $inc before the insert would lose its number to a failed insert or a
 * crash in between, and the financial year's series would have a gap an auditor asks about.)
 * The series' counter holds the last number issued: it is read to find the next and moved
 * forward with $max after each insert, so it never goes back. Two instances that read the same
 * number collide on _id; the loser moves the counter to the taken number and tries the next.
 * The same key issued twice at once collides on the unique key, and the loser returns the
 * winner's document: one invoice per order, whoever asked first.
 */
export async function issueDocument(draft: NewDocument, issuedAt = new Date()): Promise<Invoice> {
  const { invoices, counters } = await getCollections();
  const series = documentSeries(draft.kind, issuedAt);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const issued = await invoices.findOne({ key: draft.key });
    if (issued) return toInvoice(issued);
    const sequence = ((await counters.findOne({ _id: series }))?.value ?? 0) + 1;
    const doc: InvoiceDocument = {
      ...draft,
      _id: documentNumber(series, sequence),
      series,
      sequence,
      issuedAt,
      orderId: ObjectId.createFromHexString(draft.orderId),
      lines: draft.lines.map(({ toolId, ...line }) => ({
        ...line,
        toolId: toolId ? ObjectId.createFromHexString(toolId) : null,
      })),
    };
    try {
      await invoices.insertOne(doc);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Either the key (found at the top of the next attempt) or the number was taken.
      if (!(await invoices.findOne({ key: draft.key }, { projection: { _id: 1 } })))
        await raiseCounter(series, sequence);
      continue;
    }
    await raiseCounter(series, sequence);
    return toInvoice(doc);
  }
  throw new Error(`could not issue ${draft.key}: the ${series} series stayed busy`);
}

/** Moves a series' counter up to `sequence`, a number now issued; never down. */
async function raiseCounter(series: string, sequence: number): Promise<void> {
  const { counters } = await getCollections();
  const raise = () => counters.updateOne({ _id: series }, { $max: { value: sequence } }, { upsert: true });
  try {
    await raise();
  } catch (error) {
    // Two first documents of a series upserted its counter at once: it exists now.
    if (!isDuplicateKey(error)) throw error;
    await raise();
  }
}

/** An order's invoice and credit notes, in the order they were issued. */
export async function documentsOfOrder(orderId: string): Promise<Invoice[]> {
  const _id = objectIdFrom(orderId);
  if (!_id) return [];
  const { invoices } = await getCollections();
  const docs = await invoices.find({ orderId: _id }).sort({ issuedAt: 1 }).toArray();
  return docs.map(toInvoice);
}

/** The ids of those of `orderIds` that have an invoice: for lists of orders. */
export async function invoicedOrderIds(orderIds: readonly string[]): Promise<Set<string>> {
  const ids = orderIds.flatMap((id) => objectIdFrom(id) ?? []);
  if (ids.length === 0) return new Set();
  const { invoices } = await getCollections();
  const docs = await invoices
    .find({ orderId: { $in: ids }, kind: "invoice" }, { projection: { orderId: 1 } })
    .toArray();
  return new Set(docs.map((doc) => doc.orderId.toHexString()));
}

const issuedWithin = (from: Date, to: Date) => ({ issuedAt: { $gte: from, $lt: to } });

/** What a period's documents add up to, each kind apart: the invoices page's totals. */
export type PeriodTotals = Record<DocumentKind, Totals & { count: number }>;

/**
 * One page of the documents issued from `from` up to `to` (excluded), newest first, with what
 * all of them add up to: the sums are the database's, so a month of thousands of invoices is
 * summed without being read into the app.
 */
export async function documentsPageBetween(
  from: Date,
  to: Date,
  skip: number,
  limit: number,
): Promise<{ documents: Invoice[]; totals: PeriodTotals }> {
  const { invoices } = await getCollections();
  const filter = issuedWithin(from, to);
  const [docs, sums] = await Promise.all([
    invoices.find(filter).sort({ issuedAt: -1, _id: -1 }).skip(skip).limit(limit).toArray(),
    invoices
      .aggregate<{ _id: DocumentKind } & Totals & { count: number }>([
        { $match: filter },
        {
          $group: {
            _id: "$kind",
            count: { $sum: 1 },
            valueBdt: { $sum: "$totals.valueBdt" },
            vatBdt: { $sum: "$totals.vatBdt" },
            totalBdt: { $sum: "$totals.totalBdt" },
          },
        },
      ])
      .toArray(),
  ]);
  const none = { count: 0, valueBdt: 0, vatBdt: 0, totalBdt: 0 };
  const totals: PeriodTotals = { invoice: { ...none }, creditNote: { ...none } };
  for (const { _id: kind, ...sum } of sums) totals[kind] = sum;
  return { documents: docs.map(toInvoice), totals };
}

/** Every document issued from `from` up to `to` (excluded), in the order they were issued. */
export async function* documentsIssuedBetween(from: Date, to: Date): AsyncGenerator<Invoice> {
  const { invoices } = await getCollections();
  const cursor = invoices.find(issuedWithin(from, to)).sort({ issuedAt: 1, _id: 1 });
  try {
    for await (const doc of cursor) yield toInvoice(doc);
  } finally {
    await cursor.close();
  }
}
