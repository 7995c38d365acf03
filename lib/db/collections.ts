import "server-only";

import { MongoServerError, type Collection, type Db, type ObjectId } from "mongodb";

import { getDb } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrations";
import type { District } from "@/config/districts";
import type { BikeChoice, Fit } from "@/lib/bikes/fitment";
import type { Locale } from "@/lib/i18n/locales";
import type { OrderStatus } from "@/lib/orders/lifecycle";
import type { CashRefundMethod, ReturnReason, ReturnStatus } from "@/lib/returns/rules";
import type { RefundDestination } from "@/lib/validations/returns";
import type { Category, VatRate } from "@/lib/validations/limits";
import type { PaymentMethod } from "@/lib/validations/order";
import type { DocumentLine } from "@/lib/invoices/content";
import type { DocumentKind } from "@/lib/invoices/financial-year";
import type { TaxedAmount, Totals } from "@/lib/invoices/vat";

export type Role = "admin" | "user";

/** Auth.js's user document plus the shop's own fields. */
export type UserDocument = {
  _id: ObjectId;
  name?: string | null;
  email: string;
  emailVerified?: Date | null;
  image?: string | null;
  role?: Role;
  /** argon2id hash (bcrypt until its owner's next login); absent for users who only sign in with Google. */
  passwordHash?: string;
  /** When a password nobody had proven was removed as the address's owner signed in with Google. */
  passwordRemovedAt?: Date;
  /** Moves on at every sign-out: sessions and tokens carrying an older one are refused. */
  sessionVersion?: number;
  phone?: string;
  /** The last delivery address the buyer saved from the order form (address is also the profile's). */
  district?: District;
  area?: string;
  address?: string;
  linkedin?: string;
  /**
   * The language the customer uses the shop in, for what reaches them outside a page (e-mails,
   * SMS): set at sign-up and by each order they place, only ever from their own requests.
   * Absent: English.
   */
  locale?: Locale;
  /** The rider's bikes, and the index of the one the shop shows parts for (null: none). */
  garage?: { bikes: BikeChoice[]; active: number | null };
  createdAt?: Date;
};

export type ToolDocument = {
  _id: ObjectId;
  name: string;
  shortDescription: string;
  /** The minimum quantity one order must have. */
  orderQuantity: number;
  availableQuantity: number;
  /** Unit price in US dollars. */
  price: number;
  image: string;
  /** Absent on products from the old shop until the admin or the seed gives them one. */
  category?: Category;
  /** Fits every bike (helmets, tools); then `fits` is empty. */
  universal: boolean;
  /** The models it fits, each in a span of model years; empty and not universal: not listed yet. */
  fits: Fit[];
  /** VAT included in its price, percent; absent or null: the shop's VAT_RATE. */
  vatRate?: VatRate | null;
  /** Derived from the two above (lib/bikes/fitment.ts): what "parts for this bike" is looked up by. */
  fitKeys: string[];
  /**
   * The recent takes of stock by orders of many lines (lib/data/tools.ts, takeStockOfLines):
   * how such an order learns which lines it took when another could not be had.
   */
  stockTakes?: string[];
  createdAt: Date;
};

/** A motorcycle model the shop knows, by its maker's and its own slug. */
export type BikeDocument = {
  _id: ObjectId;
  make: string;
  makeName: string;
  model: string;
  name: string;
  /** The first and last model year. */
  years: [number, number];
  cc: number;
  createdAt: Date;
};

/** An SSLCommerz payment: the gateway settles in taka, whatever currency the session asked for. */
export type GatewayPayment = {
  tranId: string;
  valId: string;
  bankTranId: string;
  /** What was charged, as the gateway states it (taka). */
  amount: string;
  currency: string;
  /** bKash, Nagad, a card... as SSLCommerz names it. */
  cardType: string;
};

type OrderTimelineEntry = { status: OrderStatus; at: Date };

/** A courier's message about a parcel; `key` tells a replayed notice from a new one. */
export type CourierEventDocument = { key: string; message: string; at: Date };

/** One part of an order, as it was sold: its name and prices are kept, whatever the product becomes. */
export type OrderLineDocument = {
  /** Absent only on orders the old shop took, which named their part and nothing else. */
  toolId?: ObjectId;
  toolName: string;
  quantity: number;
  /** Unit price in US dollars when the order was placed. */
  unitPrice: number;
  /** quantity x unitPrice, in dollars. */
  price: number;
  /** The unit price in whole taka at the order's rate. */
  unitPriceBdt: number;
  /** quantity x unitPriceBdt. */
  priceBdt: number;
};

export type OrderDocument = {
  _id: ObjectId;
  /** Unique and increasing, from the counters collection; people see it as MF-10234. */
  orderNumber: number;
  /** The parts ordered, one line each (lib/orders/amounts.ts prices them). */
  items: OrderLineDocument[];
  /** The lines' names, joined: the spec's one-product field, for lists and searches. */
  toolName: string;
  /** Units over every line. */
  quantity: number;
  /** The recipient: their name and the mobile number the courier calls (01711000000). */
  BuyerName: string;
  BuyerEmail: string;
  BuyerPhone: string;
  /** The delivery address; absent only on orders the old shop took before it asked for one. */
  district?: District;
  area?: string;
  address?: string;
  /** The items' value in US dollars, computed on the server (the spec's field). */
  price: number;
  /** What delivery costs, in dollars (lib/orders/amounts.ts); 0 on orders from before the charge. */
  deliveryCharge: number;
  /** price + deliveryCharge: what a card pays, and what a card payment is checked against. */
  total: number;
  /** Taka per dollar when the order was placed: its taka amounts never change after. */
  bdtPerUsd: number;
  priceBdt: number;
  deliveryChargeBdt: number;
  /** priceBdt + deliveryChargeBdt: what a rider pays in taka (cash, wallet) and a wallet payment is checked against. */
  totalBdt: number;
  paymentMethod: PaymentMethod;
  /** Online: once the gateway confirms the payment. Cash on delivery: once the shop marks it delivered. */
  paid: boolean;
  /** The payment's reference as the buyer and the shop see it (Stripe's PaymentIntent, SSLCommerz's bank_tran_id). */
  transactionId?: string;
  paymentIntentId?: string;
  /** Every SSLCommerz tran_id handed out for this order, one per attempt to pay. */
  paymentAttempts?: string[];
  /** The SSLCommerz payment as its validation API confirmed it: what a refund needs. */
  gatewayPayment?: GatewayPayment;
  /** The gateway called the payment risky: the shop checks it before shipping. */
  paymentReview?: boolean;
  /** Where the order is in lib/orders/lifecycle.ts, and every state it has been in, with when. */
  status: OrderStatus;
  timeline: OrderTimelineEntry[];
  courier?: string;
  trackingNumber?: string;
  /** Booked through a courier's API (lib/orders/book-courier.ts): its consignment and tracking code. */
  consignmentId?: string;
  trackingCode?: string;
  /** One booking at a time: set while an admin's booking is in flight, until then. */
  bookingClaimUntil?: Date;
  /**
   * One ending at a time for a shipped order: set while it is being marked delivered or returned
   * (whose refund goes first), so the two never both go through.
   */
  arrivalClaimUntil?: Date;
  /** The courier's last word on the parcel (Steadfast's delivery_status) and when it said it. */
  courierStatus?: string;
  courierStatusAt?: Date;
  /** What the courier told of the parcel on its way (tracking_update notices), each once. */
  courierEvents?: CourierEventDocument[];
  /** When the poll (lib/orders/courier-poll.ts) may next ask the courier about this parcel. */
  courierCheckDueAt?: Date;
  /** The cash the courier reports it collected, in taka. */
  collectedBdt?: number;
  /** A paid order the shop cancelled: its payment went back to the card or wallet. */
  refunded?: boolean;
  /** The gateway's reference for that refund, when it gives one. */
  refundReference?: string;
  /** Wallet payments the order could not take (it had closed, or was paid already), given back. */
  refundedPayments?: { transactionId: string; refundReference?: string }[];
  createdAt: Date;
  paidAt?: Date;
};

/** A part in a cart (the basket shoppers see), with what the shopper saw when they put it there. */
export type CartLineDocument = {
  toolId: ObjectId;
  quantity: number;
  /** The unit price when the line was last set: a different price now is shown as changed. */
  unitPrice: number;
  /** Shown for a part deleted since. */
  name: string;
  image: string;
  addedAt: Date;
};

/**
 * A cart (lib/cart): a visitor's under `visitor:<SHA-256 of their cookie's id>`, a customer's
 * under `user:<email>`. `version` moves on at every write, so a write made on a cart read
 * before another write is retried rather than lost.
 */
export type CartDocument = {
  _id: string;
  lines: CartLineDocument[];
  version: number;
  updatedAt: Date;
  /** Visitors' carts are forgotten a while after their last change (a TTL index). */
  expiresAt?: Date;
};

/**
 * One Dhaka day's sales, summed from its orders by lib/data/stats.ts and kept, so the overview
 * reads a document per day instead of every order: `asOf` is when its orders were read, and a
 * day is summed again once one of its orders changes after that (orders' `timeline.at`).
 */
export type OrderDayDocument = {
  /** The Dhaka day, yyyy-mm-dd. */
  _id: string;
  /** The shape's version: a day summed by older code is summed again. */
  v: number;
  asOf: Date;
  orders: number;
  items: number;
  salesBdt: number;
  byMethod: Record<PaymentMethod, { orders: number; salesBdt: number }>;
  parts: { toolId: ObjectId | null; name: string; quantity: number; salesBdt: number }[];
};

/** Up to when every change to an order is in the days' sums (lib/data/stats.ts). */
export type OrderDaysMarkDocument = { _id: "~through"; through: Date };

/**
 * An invoice or a credit note (lib/invoices), as issued: a copy of what was sold or given back,
 * never changed after. Its _id is its number (INV-2026-27-000001), so no two share one.
 */
export type InvoiceDocument = {
  _id: string;
  kind: DocumentKind;
  /** Why it was issued, unique: `invoice:<orderId>`, or a credit note's `credit:<orderId>:<reason>`. */
  key: string;
  series: string;
  sequence: number;
  issuedAt: Date;
  orderId: ObjectId;
  orderNumber: number;
  /** A credit note's invoice. */
  invoiceNumber?: string;
  seller: { name: string; address: string; bin?: string };
  buyer: { name: string; email: string; phone: string; address?: string; area?: string; district?: District };
  paymentMethod: PaymentMethod;
  transactionId?: string;
  lines: (Omit<DocumentLine, "toolId"> & { toolId: ObjectId | null })[];
  delivery: TaxedAmount | null;
  totals: Totals;
};

/** Named sequences, such as the order numbers and each invoice series' last number. */
export type CounterDocument = { _id: string; value: number };

export type ReviewDocument = {
  _id: ObjectId;
  review: { name: string; buyerReview: string; rating: number };
  userEmail: string;
  createdAt: Date;
};

/**
 * A message to a customer or the shop, written in the same step as the event it tells of and
 * sent by lib/messages/outbox-worker.ts. Its _id is the event's key (order:<id>:shipped:email),
 * so an event replayed never queues a second message.
 */
export type OutboxDocument = {
  _id: string;
  channel: "email" | "sms";
  /** An email address, or a mobile number as 01XXXXXXXXX. */
  to: string;
  /** Rendered when queued, so what is sent is what the event said. */
  subject?: string;
  text: string;
  html?: string;
  /**
   * Queued with secrets (a link's token, a code): subject, text and html hold placeholders for
   * them (lib/messages/outbox-secrets.ts), and once `secrets` is gone it cannot be sent again.
   */
  masked?: true;
  /** Those secrets, encrypted, until the message is sent or given up. */
  secrets?: string;
  status: "pending" | "sending" | "sent" | "failed";
  attempts: number;
  /** When the worker may (next) try; a claimed message is skipped until its claim runs out. */
  nextAttemptAt: Date;
  lastError?: string;
  createdAt: Date;
  sentAt?: Date;
};

/** A single-use link token (email verification, password reset), stored only as its SHA-256. */
export type TokenDocument = {
  _id: string;
  purpose: "verify-email" | "reset-password";
  email: string;
  expiresAt: Date;
  createdAt: Date;
};

/**
 * The one live SMS code for an account and a phone (`<email>:<phone>`), asked for to confirm
 * the phone before a cash-on-delivery order: only an HMAC of the code (keyed from AUTH_SECRET,
 * lib/phone-confirmation/code.ts) is kept, so a copy of the database yields no usable code.
 */
export type PhoneCodeDocument = {
  _id: string;
  digest: string;
  /** Wrong codes tried against it; the third uses it up. */
  wrongTries: number;
  expiresAt: Date;
};

/** A phone an account proved it receives texts on (`<email>:<phone>`), valid until `expiresAt` (90 days). */
export type ConfirmedPhoneDocument = {
  _id: string;
  email: string;
  phone: string;
  confirmedAt: Date;
  expiresAt: Date;
};

/**
 * One caller's claim to refund one payment of an order (`<orderId>:<transactionId>`): the
 * unique _id lets exactly one caller of many call the gateway (lib/data/refund-claims.ts).
 */
export type RefundClaimDocument = {
  _id: string;
  claimedAt: Date;
  /** Set once the gateway made the refund, with its reference: the claim is then never taken over. */
  refundedAt?: Date;
  refundReference?: string;
};

/** A line of a return request: the order's line by its index, as it was sold, and how many come back. */
export type ReturnLineDocument = OrderLineDocument & { line: number };

/**
 * A buyer's request to return lines of a delivered order (lib/returns). `sequence` counts the
 * order's requests: unique with the order, so two requests written at once from the same
 * reading of what is left cannot both be stored.
 */
export type ReturnDocument = {
  _id: ObjectId;
  orderId: ObjectId;
  orderNumber: number;
  sequence: number;
  buyerEmail: string;
  paymentMethod: PaymentMethod;
  lines: ReturnLineDocument[];
  reason: ReturnReason;
  description: string;
  /** Ids of pictures the buyer uploaded through /api/images. */
  photos: string[];
  /** Where a cash order's money goes back (a paid-online order's goes back where it came from). */
  refundTo?: RefundDestination;
  /** What the return refunds, fixed when it was requested: taka, dollars, and whether delivery is in it. */
  refundBdt: number;
  refund: number;
  includesDelivery: boolean;
  status: ReturnStatus;
  /** Every step, with the shop's note (how to send it back, why it was rejected). */
  timeline: { status: ReturnStatus; at: Date; note?: string }[];
  /** Received: whether the parts went back on sale (a damaged one does not). */
  restocked?: boolean;
  /** Refunded: by the gateway (its reference) or, for cash, how the shop paid it and its reference. */
  refundMethod?: "gateway" | CashRefundMethod;
  refundReference?: string;
  createdAt: Date;
};

/** A job only one instance may run at a time (the courier poll), held until `until`. */
export type LeaseDocument = { _id: string; holder: string; until: Date };

type RateLimitDocument = {
  _id: string;
  count: number;
  expiresAt: Date;
};

export type ShopCollections = {
  users: Collection<UserDocument>;
  tools: Collection<ToolDocument>;
  bikes: Collection<BikeDocument>;
  orders: Collection<OrderDocument>;
  carts: Collection<CartDocument>;
  reviews: Collection<ReviewDocument>;
  rateLimits: Collection<RateLimitDocument>;
  counters: Collection<CounterDocument>;
  outbox: Collection<OutboxDocument>;
  tokens: Collection<TokenDocument>;
  phoneCodes: Collection<PhoneCodeDocument>;
  confirmedPhones: Collection<ConfirmedPhoneDocument>;
  refundClaims: Collection<RefundClaimDocument>;
  returns: Collection<ReturnDocument>;
  leases: Collection<LeaseDocument>;
  orderDays: Collection<OrderDayDocument | OrderDaysMarkDocument>;
  invoices: Collection<InvoiceDocument>;
};

const globalForIndexes = globalThis as typeof globalThis & { __shopIndexes?: Promise<void> };

/**
 * One index per query shape of lib/data. "Newest" lists sort on {createdAt: -1, _id: -1}, so
 * their indexes end in the same two keys: an index serves a sort only when it has all its keys.
 */
async function createIndexes(db: Db) {
  await Promise.all([
    db.collection("users").createIndex({ email: 1 }, { unique: true }),
    db.collection("accounts").createIndex({ provider: 1, providerAccountId: 1 }, { unique: true }),
    db.collection("accounts").createIndex({ userId: 1 }),
    db.collection("tools").createIndex({ createdAt: -1, _id: -1 }),
    db.collection("tools").createIndex({ image: 1 }),
    // The catalogue (/tools, GET /api/tools): by category, newest or by price, and all by price.
    db.collection("tools").createIndex({ category: 1, createdAt: -1, _id: -1 }),
    db.collection("tools").createIndex({ category: 1, price: 1, _id: 1 }),
    db.collection("tools").createIndex({ price: 1, _id: 1 }),
    // Parts for one bike: its key or the universal one, with or without a category, in each order.
    db.collection("tools").createIndex({ fitKeys: 1, category: 1, price: 1, _id: 1 }),
    db.collection("tools").createIndex({ fitKeys: 1, category: 1, createdAt: -1, _id: -1 }),
    db.collection("tools").createIndex({ fitKeys: 1, price: 1, _id: 1 }),
    db.collection("tools").createIndex({ fitKeys: 1, createdAt: -1, _id: -1 }),
    // The overview's low stock: parts by how many are left, fewest first.
    db.collection("tools").createIndex({ availableQuantity: 1, _id: 1 }),
    db.collection("bikes").createIndex({ make: 1, model: 1 }, { unique: true }),
    // My orders, and the admin's search by email; Manage All Orders, all or by status; an order by its number.
    db.collection("orders").createIndex({ BuyerEmail: 1, createdAt: -1, _id: -1 }),
    db.collection("orders").createIndex({ createdAt: -1, _id: -1 }),
    db.collection("orders").createIndex({ status: 1, createdAt: -1, _id: -1 }),
    db.collection("orders").createIndex({ orderNumber: 1 }, { unique: true }),
    // A phone's record (lib/data/phone-records.ts): its orders by how they ended.
    db.collection("orders").createIndex({ BuyerPhone: 1, status: 1 }),
    // The unpaid-order sweep (lib/orders/unpaid-hold.ts): unpaid orders, oldest first.
    db.collection("orders").createIndex({ status: 1, createdAt: 1 }),
    // The courier poll (lib/orders/courier-poll.ts): shipped parcels due a check, longest waiting first.
    db.collection("orders").createIndex({ status: 1, courierCheckDueAt: 1 }),
    // The overview (lib/data/stats.ts): the period's sales are a $match on { status: {$in}, createdAt range },
    // which { status: 1, createdAt: -1, _id: -1 } serves; each state's count is read from its keys alone;
    // and wallet payments held for review, which few orders carry (sparse), counted from this one's keys.
    db.collection("orders").createIndex({ paymentReview: 1, status: 1 }, { sparse: true }),
    // The orders changed since a time (every move of an order adds to its timeline): the days whose
    // sums the overview must take again (lib/data/stats.ts). Days are found by _id.
    db.collection("orders").createIndex({ "timeline.at": 1 }),
    db.collection("reviews").createIndex({ createdAt: -1, _id: -1 }),
    // Carts are found by _id; visitors' ones go once they expire.
    db.collection("carts").createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
    db.collection("rateLimits").createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
    // The outbox worker: due messages of a channel, oldest due first; the admin's Outbox page, newest
    // first, all of them or one recipient's.
    db.collection("outbox").createIndex({ channel: 1, status: 1, nextAttemptAt: 1 }),
    db.collection("outbox").createIndex({ createdAt: -1, _id: -1 }),
    db.collection("outbox").createIndex({ to: 1, createdAt: -1, _id: -1 }),
    // The overview's count of messages the worker gave up on.
    db.collection("outbox").createIndex({ status: 1 }),
    db.collection("tokens").createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
    // One invoice per order and one credit note per return (lib/data/invoices.ts); an order's
    // documents; a month's, in the order they were issued.
    db.collection("invoices").createIndex({ key: 1 }, { unique: true }),
    db.collection("invoices").createIndex({ orderId: 1, issuedAt: 1 }),
    db.collection("invoices").createIndex({ issuedAt: 1, _id: 1 }),
    // Codes and confirmations are found by _id; they go once they run out. The profile lists an account's numbers.
    db.collection("phoneCodes").createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
    db.collection("confirmedPhones").createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
    db.collection("confirmedPhones").createIndex({ email: 1, confirmedAt: -1 }),
    // An order's returns in turn (its page, what is left to return), one sequence number each;
    // a buyer's, newest first (My orders); the admin's open ones oldest first and the rest newest first.
    db.collection("returns").createIndex({ orderId: 1, sequence: 1 }, { unique: true }),
    db.collection("returns").createIndex({ buyerEmail: 1, createdAt: -1, _id: -1 }),
    db.collection("returns").createIndex({ status: 1, createdAt: -1, _id: -1 }),
  ]);
  await Promise.all(SUPERSEDED.map(([collection, name]) => dropIndexIfPresent(db, collection, name)));
}

/** Indexes earlier versions created: they cannot serve the sorts above, and no query reads paymentIntentId. */
const SUPERSEDED = [
  ["tools", "createdAt_-1"],
  ["orders", "BuyerEmail_1_createdAt_-1"],
  ["orders", "createdAt_-1"],
  ["orders", "paymentIntentId_1"],
  ["reviews", "createdAt_-1"],
] as const;

const INDEX_NOT_FOUND = 27;

async function dropIndexIfPresent(db: Db, collection: string, name: string) {
  try {
    await db.collection(collection).dropIndex(name);
  } catch (error) {
    if (!(error instanceof MongoServerError && error.code === INDEX_NOT_FOUND)) throw error;
  }
}

/** The shop's collections, typed, with their indexes created once per process. */
export async function getCollections(): Promise<ShopCollections> {
  const db = await getDb();
  globalForIndexes.__shopIndexes ??= migrate(db)
    .then(() => createIndexes(db))
    .catch((error: unknown) => {
      globalForIndexes.__shopIndexes = undefined;
      throw error;
    });
  await globalForIndexes.__shopIndexes;
  return {
    users: db.collection<UserDocument>("users"),
    tools: db.collection<ToolDocument>("tools"),
    bikes: db.collection<BikeDocument>("bikes"),
    orders: db.collection<OrderDocument>("orders"),
    carts: db.collection<CartDocument>("carts"),
    reviews: db.collection<ReviewDocument>("reviews"),
    rateLimits: db.collection<RateLimitDocument>("rateLimits"),
    counters: db.collection<CounterDocument>("counters"),
    outbox: db.collection<OutboxDocument>("outbox"),
    tokens: db.collection<TokenDocument>("tokens"),
    phoneCodes: db.collection<PhoneCodeDocument>("phoneCodes"),
    confirmedPhones: db.collection<ConfirmedPhoneDocument>("confirmedPhones"),
    refundClaims: db.collection<RefundClaimDocument>("refundClaims"),
    returns: db.collection<ReturnDocument>("returns"),
    leases: db.collection<LeaseDocument>("leases"),
    orderDays: db.collection<OrderDayDocument | OrderDaysMarkDocument>("orderDays"),
    invoices: db.collection<InvoiceDocument>("invoices"),
  };
}
