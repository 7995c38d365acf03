import "server-only";

import { ObjectId, type Filter } from "mongodb";

import { getCollections, type ReturnDocument, type ReturnLineDocument } from "@/lib/db/collections";
import { isDuplicateKey } from "@/lib/db/errors";
import { objectIdFrom } from "@/lib/data/object-id";
import { OPEN_RETURN_STATUSES, type ReturnStatus } from "@/lib/returns/rules";

/** A line of a return as pages and the API show it. */
export type ReturnLine = Omit<ReturnLineDocument, "toolId"> & { toolId: string | null };

/** A return request as pages and the API show it: plain JSON, ids and dates as strings. */
export type Return = Omit<ReturnDocument, "_id" | "orderId" | "lines" | "timeline" | "createdAt"> & {
  _id: string;
  orderId: string;
  lines: ReturnLine[];
  timeline: { status: ReturnStatus; at: string; note?: string }[];
  createdAt: string;
};

export function toReturn({ _id, orderId, lines, timeline, createdAt, ...fields }: ReturnDocument): Return {
  return {
    _id: _id.toHexString(),
    orderId: orderId.toHexString(),
    lines: lines.map(({ toolId, ...line }) => ({ toolId: toolId?.toHexString() ?? null, ...line })),
    ...fields,
    timeline: timeline.map(({ at, ...entry }) => ({ ...entry, at: at.toISOString() })),
    createdAt: createdAt.toISOString(),
  };
}

export type NewReturn = Omit<ReturnDocument, "_id" | "orderId" | "status" | "timeline" | "createdAt"> & {
  orderId: string;
};

/**
 * Stores a request as the order's `sequence`th. Null when another request of the order took
 * that number first: what is left to return was read before it, so the caller reads again.
 */
export async function insertReturn({ orderId, ...fields }: NewReturn): Promise<Return | null> {
  const { returns } = await getCollections();
  const createdAt = new Date();
  const doc: ReturnDocument = {
    _id: new ObjectId(),
    orderId: ObjectId.createFromHexString(orderId),
    ...fields,
    status: "requested",
    timeline: [{ status: "requested", at: createdAt }],
    createdAt,
  };
  try {
    await returns.insertOne(doc);
  } catch (error) {
    if (isDuplicateKey(error)) return null;
    throw error;
  }
  return toReturn(doc);
}

export async function getReturn(id: string): Promise<Return | null> {
  const _id = objectIdFrom(id);
  if (!_id) return null;
  const { returns } = await getCollections();
  const doc = await returns.findOne({ _id });
  return doc ? toReturn(doc) : null;
}

/** An order's requests in the order they were made. */
export async function listOrderReturns(orderId: string): Promise<Return[]> {
  const _id = objectIdFrom(orderId);
  if (!_id) return [];
  const { returns } = await getCollections();
  return (await returns.find({ orderId: _id }).sort({ sequence: 1 }).toArray()).map(toReturn);
}

/** A buyer's requests, newest first. */
export async function listBuyerReturns(buyerEmail: string): Promise<Return[]> {
  const { returns } = await getCollections();
  const docs = await returns.find({ buyerEmail }).sort({ createdAt: -1, _id: -1 }).toArray();
  return docs.map(toReturn);
}

/** One page of the admin's list, and how many requests it has in all. */
export type ShopReturnsPage = { requests: Return[]; total: number };

/**
 * A page of the admin's list: every open request, oldest (most urgent) first, then the closed ones,
 * newest first: a page is cut from the two as if they were one list, each read from the status index.
 */
export async function returnsPageForShop(skip: number, limit: number): Promise<ShopReturnsPage> {
  const { returns } = await getCollections();
  const open: Filter<ReturnDocument> = { status: { $in: [...OPEN_RETURN_STATUSES] } };
  const closed: Filter<ReturnDocument> = { status: { $nin: [...OPEN_RETURN_STATUSES] } };
  const [openCount, closedCount] = await Promise.all([returns.countDocuments(open), returns.countDocuments(closed)]);
  const openShown = Math.max(0, Math.min(limit, openCount - skip));
  const closedShown = limit - openShown;
  const [waiting, done] = await Promise.all([
    openShown > 0 ? returns.find(open).sort({ createdAt: 1, _id: 1 }).skip(skip).limit(openShown).toArray() : [],
    closedShown > 0
      ? returns
          .find(closed)
          .sort({ createdAt: -1, _id: -1 })
          .skip(Math.max(0, skip - openCount))
          .limit(closedShown)
          .toArray()
      : [],
  ]);
  return { requests: [...waiting, ...done].map(toReturn), total: openCount + closedCount };
}

/**
 * Moves a request from `from` to `to` with the step's note and fields, only while it is still
 * in `from`: one atomic update, so two admins never both move it. Null when it was not.
 */
export async function moveReturn(
  id: string,
  from: ReturnStatus,
  to: ReturnStatus,
  {
    note,
    ...fields
  }: { note?: string } & Partial<Pick<ReturnDocument, "restocked" | "refundMethod" | "refundReference">>,
): Promise<Return | null> {
  const _id = objectIdFrom(id);
  if (!_id) return null;
  const { returns } = await getCollections();
  const moved = await returns.findOneAndUpdate(
    { _id, status: from },
    { $set: { ...fields, status: to }, $push: { timeline: { status: to, at: new Date(), ...(note && { note }) } } },
    { returnDocument: "after" },
  );
  return moved ? toReturn(moved) : null;
}
