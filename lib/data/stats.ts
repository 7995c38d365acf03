import "server-only";

import type { Document, Filter, ObjectId } from "mongodb";

import {
  getCollections,
  type OrderDayDocument,
  type OrderDaysMarkDocument,
  type OrderDocument,
} from "@/lib/db/collections";
import { unpaidHoldMinutes } from "@/lib/orders/hold-time";
import { ORDER_STATUSES, type OrderStatus } from "@/lib/orders/lifecycle";
import { addDays, dayStart, daysFrom, dhakaDay, DHAKA_UTC_OFFSET } from "@/lib/stats/dhaka-days";
import { PAYMENT_METHODS, type PaymentMethod } from "@/lib/validations/order";

/**
 * The owner's figures (the overview page, GET /api/admin/stats), each computed by the database:
 * aggregation pipelines that start with a $match on an indexed range, and counts an index
 * answers without reading documents. Nothing here reads every order into the app.
 *
 * A period's sales are summed per Dhaka day (daySumsPipeline, over the orders' createdAt index)
 * and each day's sum is kept in `orderDays`; a period is then read from its days (periodPipeline),
 * so its cost follows the days asked for, not the orders in them. A day is summed again once
 * one of its orders changes (refreshDaySums), found by the orders' `timeline.at` index.
 *
 * A sale is an order the shop will be paid for: paid online, or cash on delivery confirmed, and
 * whatever either became since (shipped, delivered). Unpaid online orders, cancelled and expired
 * ones are not sales. Sales in taka are `totalBdt`: what the rider pays, delivery included;
 * a part's sales are its lines' `priceBdt`.
 */
export const SALE_STATUSES = ["paid", "confirmed", "shipped", "delivered"] as const satisfies readonly OrderStatus[];

export type DayFigures = { day: string; orders: number; items: number; salesBdt: number };
export type MethodFigures = { orders: number; salesBdt: number };
export type TopPart = { toolId: string | null; name: string; quantity: number; salesBdt: number };
export type LowStockPart = { toolId: string; name: string; availableQuantity: number; orderQuantity: number };
export type Totals = { orders: number; items: number; salesBdt: number };

/** What waits for the owner: a count added here and in `waitingCounts` below shows on the page and in the API. */
export type WaitingCounts = {
  /** Paid (and not held for review) or cash orders confirmed: to be shipped. */
  toShip: number;
  /** Cash orders from a phone whose parcels were refused before: the shop calls before shipping. */
  needsCall: number;
  /** Return requests to answer, and returned parts received to refund. */
  returnsOpen: number;
  /** Wallet payments SSLCommerz called risky: the owner accepts or cancels them. */
  paymentReview: number;
  /** Unpaid online orders whose hold ends within EXPIRING_WITHIN_MINUTES (or has ended, not yet swept). */
  expiringSoon: number;
  /** E-mails and SMS the outbox gave up on. */
  outboxFailed: number;
};

export type OverviewStats = {
  from: string;
  to: string;
  /** Every day of the period, in Dhaka time, days without sales as zeros. */
  days: DayFigures[];
  /** Every order there is, by the state it is in now. */
  byStatus: Record<OrderStatus, number>;
  /** The period's sales by how they are paid. */
  byMethod: Record<PaymentMethod, MethodFigures>;
  /** The period's 10 parts sold most, by quantity. */
  topParts: TopPart[];
  /** Parts whose stock is below their minimum order or below LOW_STOCK_BELOW. */
  lowStock: LowStockPart[];
  waiting: WaitingCounts;
  /** Today, the last 7 days (today included) and the 7 before, whatever the period. */
  recent: { today: Totals; last7: Totals; previous7: Totals; days: DayFigures[] };
};

export const TOP_PARTS = 10;
export const LOW_STOCK_BELOW = 10;
const LOW_STOCK_SHOWN = 100;
export const EXPIRING_WITHIN_MINUTES = 10;

const saleFilter = (from: string, to: string): Filter<OrderDocument> => ({
  createdAt: { $gte: dayStart(from), $lt: dayStart(addDays(to, 1)) },
  status: { $in: [...SALE_STATUSES] },
});

const byDhakaDay = { $dateToString: { format: "%Y-%m-%d", date: "$createdAt", timezone: DHAKA_UTC_OFFSET } };

/**
 * The sums of the days `from` to `to` from their orders: one $match on the indexed createdAt
 * range (and the sale states), then a facet per figure, each grouped by Dhaka day.
 */
export function daySumsPipeline(from: string, to: string): Document[] {
  return [
    { $match: saleFilter(from, to) },
    {
      $facet: {
        days: [
          {
            $group: {
              _id: byDhakaDay,
              orders: { $sum: 1 },
              items: { $sum: "$quantity" },
              salesBdt: { $sum: "$totalBdt" },
            },
          },
        ],
        byMethod: [
          {
            $group: {
              _id: { day: byDhakaDay, method: "$paymentMethod" },
              orders: { $sum: 1 },
              salesBdt: { $sum: "$totalBdt" },
            },
          },
        ],
        parts: [
          { $unwind: "$items" },
          {
            $group: {
              _id: { day: byDhakaDay, toolId: "$items.toolId" },
              name: { $last: "$items.toolName" },
              quantity: { $sum: "$items.quantity" },
              salesBdt: { $sum: "$items.priceBdt" },
            },
          },
        ],
      },
    },
  ];
}

/** The period's figures from its days' sums: every day as it is, methods and parts added up. */
export function periodPipeline(from: string, to: string): Document[] {
  return [
    { $match: { _id: { $gte: from, $lte: to } } },
    {
      $facet: {
        days: [{ $project: { orders: 1, items: 1, salesBdt: 1 } }],
        byMethod: [
          { $project: { methods: { $objectToArray: "$byMethod" } } },
          { $unwind: "$methods" },
          {
            $group: {
              _id: "$methods.k",
              orders: { $sum: "$methods.v.orders" },
              salesBdt: { $sum: "$methods.v.salesBdt" },
            },
          },
        ],
        topParts: [
          { $unwind: "$parts" },
          {
            $group: {
              _id: "$parts.toolId",
              name: { $last: "$parts.name" },
              quantity: { $sum: "$parts.quantity" },
              salesBdt: { $sum: "$parts.salesBdt" },
            },
          },
          { $sort: { quantity: -1, salesBdt: -1, _id: 1 } },
          { $limit: TOP_PARTS },
        ],
      },
    },
  ];
}

type DayRow = { _id: string; orders: number; items: number; salesBdt: number };
type PeriodRow = {
  days: DayRow[];
  byMethod: { _id: PaymentMethod; orders: number; salesBdt: number }[];
  topParts: { _id: ObjectId | null; name: string; quantity: number; salesBdt: number }[];
};
type DaySumsRow = {
  days: DayRow[];
  byMethod: { _id: { day: string; method: PaymentMethod }; orders: number; salesBdt: number }[];
  parts: { _id: { day: string; toolId: ObjectId | null }; name: string; quantity: number; salesBdt: number }[];
};

/** Bumped when OrderDayDocument's shape or meaning changes: every day is then summed again. */
const DAY_SUMS_VERSION = 1;
/**
 * How late a change to an order may reach the database after the time its timeline gives it
 * (the write's own delay, the clocks of several instances): changes are looked for this far
 * back, and a day changed this recently is summed again at every look until the margin has passed.
 */
export const CHANGE_MARGIN_MS = 30_000;
const THROUGH = "~through" as const;
/** More changed orders than this since the last look: every kept day is summed again instead. */
const MANY_CHANGES = 5_000;

const noMethods = () =>
  Object.fromEntries(PAYMENT_METHODS.map((method) => [method, { orders: 0, salesBdt: 0 }])) as Record<
    PaymentMethod,
    MethodFigures
  >;

/** Sums the days `from` to `to` (one run of days) from their orders and keeps them, unless a later sum is kept already. */
async function sumDays(from: string, to: string): Promise<void> {
  const { orders, orderDays } = await getCollections();
  const asOf = new Date();
  const [row] = await orders.aggregate<DaySumsRow>(daySumsPipeline(from, to)).toArray();
  const sums = new Map<string, OrderDayDocument>(
    daysFrom(from, to).map((day) => [
      day,
      { _id: day, v: DAY_SUMS_VERSION, asOf, orders: 0, items: 0, salesBdt: 0, byMethod: noMethods(), parts: [] },
    ]),
  );
  for (const { _id, orders: count, items, salesBdt } of row?.days ?? [])
    Object.assign(sums.get(_id) ?? {}, { orders: count, items, salesBdt });
  for (const { _id, orders: count, salesBdt } of row?.byMethod ?? []) {
    const day = sums.get(_id.day);
    if (day) day.byMethod[_id.method] = { orders: count, salesBdt };
  }
  for (const { _id, name, quantity, salesBdt } of row?.parts ?? [])
    sums.get(_id.day)?.parts.push({ toolId: _id.toolId ?? null, name, quantity, salesBdt });
  // Replaces an older sum only: another instance may have summed the day later than this one read it.
  const writes = [...sums.values()].map((doc) => ({
    replaceOne: { filter: { _id: doc._id, asOf: { $lt: asOf } }, replacement: doc, upsert: true },
  }));
  try {
    await orderDays.bulkWrite(writes, { ordered: false });
  } catch (error) {
    if (!isOnlyDuplicateKeys(error)) throw error;
  }
}

function isOnlyDuplicateKeys(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: { code: number }[] | { code: number } }).writeErrors;
  const list = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
  return list.length > 0 && list.every((writeError) => writeError.code === 11000);
}

const DAYS_PER_SUM = 1;

/** `from` to `to` cut into runs of at most `size` days. */
function chunks(from: string, to: string, size: number): [string, string][] {
  const days = daysFrom(from, to);
  return Array.from({ length: Math.ceil(days.length / size) }, (_, i) => [
    days[i * size]!,
    days[Math.min(days.length, (i + 1) * size) - 1]!,
  ]);
}

/** Runs of consecutive days, so each is summed with one indexed range. */
function runsOf(days: string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of [...days].sort()) {
    const last = runs.at(-1);
    if (last && addDays(last[1], 1) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/**
 * Brings the kept day sums up to date for `needed` days: the days of every order changed since
 * the last look (its timeline's newest entry, through an index) are summed again where their sum
 * was read before the change could be seen, and needed days without a sum are summed. Reading a
 * period then costs its days, not its orders: a day's orders are read again only after one changed.
 */
export async function refreshDaySums(needed: string[]): Promise<void> {
  const { orders, orderDays } = await getCollections();
  const started = new Date();
  let mark = (await orderDays.findOne({ _id: THROUGH })) as OrderDaysMarkDocument | null;
  const since = mark && { "timeline.at": { $gte: new Date(mark.through.getTime() - CHANGE_MARGIN_MS) } };
  // Many changes at once (an import, a first look after a long while): rather than read them all
  // in one command, every kept day is summed again, a few days at a time.
  if (since && (await orders.countDocuments(since)) > MANY_CHANGES) mark = null;
  const changed =
    mark && since
      ? await orders
          .aggregate<{ _id: string; at: Date }>([
            { $match: since },
            { $group: { _id: byDhakaDay, at: { $max: { $max: "$timeline.at" } } } },
          ])
          .toArray()
      : [];
  const changedAt = new Map(changed.map((day) => [day._id, day.at]));
  const kept = (await orderDays
    .find(mark ? { _id: { $in: [...new Set([...needed, ...changedAt.keys()])] } } : { _id: { $ne: THROUGH } }, {
      projection: { asOf: 1, v: 1 },
    })
    .toArray()) as Pick<OrderDayDocument, "_id" | "asOf" | "v">[];
  const fresh = new Set(
    kept
      .filter((day) => {
        const at = changedAt.get(day._id);
        // Without a mark no sum can be trusted: nothing says which changes it has seen.
        return mark && day.v === DAY_SUMS_VERSION && !(at && at.getTime() >= day.asOf.getTime() - CHANGE_MARGIN_MS);
      })
      .map((day) => day._id),
  );
  const stale = [...new Set([...needed, ...kept.map((day) => day._id)])].filter((day) => !fresh.has(day));
  // A day per aggregation, one after another: summing a year of orders at once would hold a
  // single-threaded database (the embedded one) for as long as it takes to read them all.
  for (const [from, to] of runsOf(stale).flatMap(([from, to]) => chunks(from, to, DAYS_PER_SUM)))
    await sumDays(from, to);
  await orderDays.updateOne({ _id: THROUGH }, { $max: { through: started } }, { upsert: true });
}

/** Every day from `from` to `to` with its figures, zero where nothing was sold. */
function zeroFilled(from: string, to: string, rows: DayRow[]): DayFigures[] {
  const found = new Map(rows.map((row) => [row._id, row]));
  return daysFrom(from, to).map((day) => {
    const row = found.get(day);
    return { day, orders: row?.orders ?? 0, items: row?.items ?? 0, salesBdt: row?.salesBdt ?? 0 };
  });
}

function total(days: DayFigures[]): Totals {
  return days.reduce(
    (sum, day) => ({
      orders: sum.orders + day.orders,
      items: sum.items + day.items,
      salesBdt: sum.salesBdt + day.salesBdt,
    }),
    { orders: 0, items: 0, salesBdt: 0 },
  );
}

async function periodFigures(from: string, to: string) {
  const { orderDays } = await getCollections();
  const [row] = await orderDays.aggregate<PeriodRow>(periodPipeline(from, to)).toArray();
  const byMethod = noMethods();
  for (const { _id, orders: count, salesBdt } of row?.byMethod ?? []) byMethod[_id] = { orders: count, salesBdt };
  return {
    days: zeroFilled(from, to, row?.days ?? []),
    byMethod,
    topParts: (row?.topParts ?? []).map(({ _id, name, quantity, salesBdt }) => ({
      toolId: _id ? _id.toHexString() : null,
      name,
      quantity,
      salesBdt,
    })),
  };
}

/** The last 14 days' sales by day: today, this week and the week before. */
async function recentFigures(today: string) {
  const { orderDays } = await getCollections();
  const from = addDays(today, -13);
  const rows = await orderDays
    .find({ _id: { $gte: from, $lte: today } }, { projection: { orders: 1, items: 1, salesBdt: 1 } })
    .toArray();
  const days = zeroFilled(from, today, rows as DayRow[]);
  return { today: total(days.slice(13)), last7: total(days.slice(7)), previous7: total(days.slice(0, 7)), days };
}

/** Each state's count from the {status, createdAt} index's keys alone. */
async function statusCounts(): Promise<Record<OrderStatus, number>> {
  const { orders } = await getCollections();
  const counts = await Promise.all(ORDER_STATUSES.map((status) => orders.countDocuments({ status })));
  return Object.fromEntries(ORDER_STATUSES.map((status, i) => [status, counts[i]])) as Record<OrderStatus, number>;
}

async function waitingCounts(now: Date, byStatus: Promise<Record<OrderStatus, number>>): Promise<WaitingCounts> {
  const { orders, outbox, returns } = await getCollections();
  const expiresBy = new Date(now.getTime() - (unpaidHoldMinutes() - EXPIRING_WITHIN_MINUTES) * 60_000);
  const [statuses, paymentReview, expiringSoon, outboxFailed, returnsOpen] = await Promise.all([
    byStatus,
    orders.countDocuments({ paymentReview: true, status: "paid" }),
    orders.countDocuments({ status: "unpaid", createdAt: { $lte: expiresBy } }),
    outbox.countDocuments({ status: "failed" }),
    returns.countDocuments({ status: { $in: ["requested", "received"] } }),
  ]);
  return {
    toShip: statuses.paid + statuses.confirmed - paymentReview,
    needsCall: statuses["needs-call"],
    returnsOpen,
    paymentReview,
    expiringSoon,
    outboxFailed,
  };
}

async function lowStockParts(): Promise<LowStockPart[]> {
  const { tools } = await getCollections();
  const docs = await tools
    .find(
      {
        $or: [
          { availableQuantity: { $lt: LOW_STOCK_BELOW } },
          { $expr: { $lt: ["$availableQuantity", "$orderQuantity"] } },
        ],
      },
      { projection: { name: 1, availableQuantity: 1, orderQuantity: 1 } },
    )
    .sort({ availableQuantity: 1, _id: 1 })
    .limit(LOW_STOCK_SHOWN)
    .toArray();
  return docs.map((doc) => ({
    toolId: doc._id.toHexString(),
    name: doc.name,
    availableQuantity: doc.availableQuantity,
    orderQuantity: doc.orderQuantity,
  }));
}

/** Every figure of the overview for the Dhaka days `from` to `to`, as of `now`. */
export async function overviewStats(from: string, to: string, now = new Date()): Promise<OverviewStats> {
  const today = dhakaDay(now);
  await refreshDaySums([...new Set([...daysFrom(from, to), ...daysFrom(addDays(today, -13), today)])]);
  const byStatus = statusCounts();
  const [period, statuses, waiting, lowStock, recent] = await Promise.all([
    periodFigures(from, to),
    byStatus,
    waitingCounts(now, byStatus),
    lowStockParts(),
    recentFigures(today),
  ]);
  return { from, to, ...period, byStatus: statuses, lowStock, waiting, recent };
}

/** One line of an order placed in the period, with its order's fields: a row of the accountant's CSV. */
export type OrderLineRow = {
  orderNumber: number;
  createdAt: Date;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paid: boolean;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
  district: string;
  toolId: string;
  toolName: string;
  quantity: number;
  unitPriceBdt: number;
  lineBdt: number;
  orderItemsBdt: number;
  deliveryChargeBdt: number;
  orderTotalBdt: number;
};

/**
 * Every line of every order placed from `from` to `to` (Dhaka days), whatever its state, oldest
 * first, read a batch at a time from the createdAt index: the CSV streams, so a year of orders
 * never sits in memory.
 */
export async function* periodOrderLines(from: string, to: string): AsyncGenerator<OrderLineRow> {
  const { orders } = await getCollections();
  const cursor = orders
    .find({ createdAt: { $gte: dayStart(from), $lt: dayStart(addDays(to, 1)) } })
    .sort({ createdAt: 1, _id: 1 })
    .batchSize(500);
  for await (const order of cursor)
    for (const line of order.items)
      yield {
        orderNumber: order.orderNumber,
        createdAt: order.createdAt,
        status: order.status,
        paymentMethod: order.paymentMethod,
        paid: order.paid,
        buyerName: order.BuyerName,
        buyerEmail: order.BuyerEmail,
        buyerPhone: order.BuyerPhone,
        district: order.district ?? "",
        toolId: line.toolId?.toHexString() ?? "",
        toolName: line.toolName,
        quantity: line.quantity,
        unitPriceBdt: line.unitPriceBdt,
        lineBdt: line.priceBdt,
        orderItemsBdt: order.priceBdt,
        deliveryChargeBdt: order.deliveryChargeBdt,
        orderTotalBdt: order.totalBdt,
      };
}
