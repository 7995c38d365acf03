import "server-only";

import { ObjectId } from "mongodb";

import { getCollections, type ToolDocument } from "@/lib/db/collections";

/** A tool as pages and the API show it: plain JSON, id as a string. */
export type Tool = {
  _id: string;
  name: string;
  shortDescription: string;
  orderQuantity: number;
  availableQuantity: number;
  price: number;
  image: string;
  createdAt: string;
};

export function toTool(doc: ToolDocument): Tool {
  return {
    _id: doc._id.toHexString(),
    name: doc.name,
    shortDescription: doc.shortDescription,
    orderQuantity: doc.orderQuantity,
    availableQuantity: doc.availableQuantity,
    price: doc.price,
    image: doc.image,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** Newest first; `limit` 0 means all. */
export async function listTools(limit = 0): Promise<Tool[]> {
  const { tools } = await getCollections();
  const docs = await tools.find().sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
  return docs.map(toTool);
}

export async function getTool(id: string): Promise<Tool | null> {
  if (!ObjectId.isValid(id)) return null;
  const { tools } = await getCollections();
  const doc = await tools.findOne({ _id: new ObjectId(id) });
  return doc ? toTool(doc) : null;
}
