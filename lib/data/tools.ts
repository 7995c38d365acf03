import "server-only";

import { ObjectId } from "mongodb";

import { changedFitment, fitKeysOf, type Fitment } from "@/lib/bikes/fitment";
import { assertFitsListed, listBikeMakes } from "@/lib/data/bikes";
import { deleteImage } from "@/lib/data/images";
import { objectIdFrom } from "@/lib/data/object-id";
import { bikesNamed, catalogueFilter, catalogueSkip, catalogueSort } from "@/lib/data/tool-query";
import { getCollections, type ToolDocument } from "@/lib/db/collections";
import type { CatalogueQuery } from "@/lib/validations/catalogue";
import { UPLOADED_IMAGE_PATH, uploadedImageUrl } from "@/lib/validations/image";
import type { ProductInput, ProductUpdate } from "@/lib/validations/product";

/** A tool as pages and the API show it: plain JSON, id and date as strings, without the index's keys. */
export type Tool = Omit<ToolDocument, "_id" | "createdAt" | "fitKeys" | "stockTakes"> & {
  _id: string;
  createdAt: string;
};

function toTool({ _id, createdAt, fitKeys: _keys, stockTakes: _takes, ...fields }: ToolDocument): Tool {
  return { _id: _id.toHexString(), ...fields, createdAt: createdAt.toISOString() };
}

/** Fitment as stored: with the keys the catalogue finds it by. */
function storedFitment(fitment: Fitment): Pick<ToolDocument, "universal" | "fits" | "fitKeys"> {
  return { ...fitment, fitKeys: fitKeysOf(fitment) };
}

/** Newest first; `limit` 0 means all. */
export async function listTools(limit = 0): Promise<Tool[]> {
  const { tools } = await getCollections();
  const docs = await tools.find().sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
  return docs.map(toTool);
}

/**
 * One page of the catalogue and how many products match in all, filtered, sorted and paged by the
 * database. A search also finds the parts listed for the bikes it names (the bike list is small).
 */
export async function findTools(query: CatalogueQuery): Promise<{ tools: Tool[]; total: number }> {
  const { tools } = await getCollections();
  const filter = catalogueFilter(query, query.q ? bikesNamed(await listBikeMakes(), query.q) : []);
  const [docs, total] = await Promise.all([
    tools.find(filter).sort(catalogueSort(query.sort)).skip(catalogueSkip(query)).limit(query.limit).toArray(),
    tools.countDocuments(filter),
  ]);
  return { tools: docs.map(toTool), total };
}

export async function getTool(id: string): Promise<Tool | null> {
  const _id = objectIdFrom(id);
  if (!_id) return null;
  const { tools } = await getCollections();
  const doc = await tools.findOne({ _id });
  return doc ? toTool(doc) : null;
}

/** The tools with these ids that exist, by id. */
export async function getToolsByIds(ids: readonly string[]): Promise<Map<string, Tool>> {
  const objectIds = ids.flatMap((id) => objectIdFrom(id) ?? []);
  if (objectIds.length === 0) return new Map();
  const { tools } = await getCollections();
  const docs = await tools.find({ _id: { $in: objectIds } }).toArray();
  return new Map(docs.map((doc) => [doc._id.toHexString(), toTool(doc)]));
}

export type StockLine = { toolId: string; quantity: number };

/**
 * How long a take's mark is kept. A failed take reads its marks back milliseconds after making
 * them, so the marks must outlive any order being placed however many others touch the same tool
 * meanwhile (a count of the last few was emptied by a flood of orders, and a line's stock then
 * never went back); forgetOldStockTakes removes them after this.
 */
export const STOCK_TAKE_MEMORY_MS = 10 * 60_000;

/**
 * Takes every line's quantity out of stock, all or nothing, and returns the first line that
 * could not be had (its tool gone, too few left, or under its minimum order), or null when all
 * were taken. Each line is one atomic update that checks what is left, so two buyers never get
 * the last unit both, and without a multi-document transaction. All lines go in one bulk write.
 * With several lines each taken one is marked with this take's id, so when another line fails
 * the lines taken are known and go back with their marks. A successful take leaves its marks for
 * forgetOldStockTakes rather than removing them: that would write every tool of the order a
 * second time, and a document write is what an order of many lines costs the embedded database.
 * The lines must name different tools.
 */
export async function takeStockOfLines(lines: readonly StockLine[]): Promise<StockLine | null> {
  const ids = lines.map((line) => objectIdFrom(line.toolId));
  const unknown = lines.find((_line, index) => !ids[index]);
  if (unknown) return unknown;
  const { tools } = await getCollections();
  // One line's own update says whether it was taken: no mark needed. An ObjectId's hex starts
  // with its time, so marks compare by age (forgetOldStockTakes).
  const take = lines.length > 1 ? new ObjectId().toHexString() : null;
  const { matchedCount } = await tools.bulkWrite(
    lines.map(({ quantity }, index) => ({
      updateOne: {
        filter: { _id: ids[index]!, availableQuantity: { $gte: quantity }, orderQuantity: { $lte: quantity } },
        update: {
          $inc: { availableQuantity: -quantity },
          ...(take && { $push: { stockTakes: take } }),
        },
      },
    })),
    { ordered: false },
  );
  if (matchedCount === lines.length) return null;
  if (!take) return lines[0]!;
  const marked = await tools
    .find({ _id: { $in: ids as ObjectId[] }, stockTakes: take }, { projection: { _id: 1 } })
    .toArray();
  const taken = new Set(marked.map((tool) => tool._id.toHexString()));
  await putBack(
    lines.filter((line) => taken.has(line.toolId)),
    { $pull: { stockTakes: take } },
  );
  return lines.find((line) => !taken.has(line.toolId))!;
}

/** Removes the marks of takes older than STOCK_TAKE_MEMORY_MS: whether they failed was known long ago. */
export async function forgetOldStockTakes(now = Date.now()): Promise<void> {
  const oldest = ObjectId.createFromTime(Math.floor((now - STOCK_TAKE_MEMORY_MS) / 1000)).toHexString();
  const { tools } = await getCollections();
  await tools.updateMany({ stockTakes: { $lt: oldest } }, { $pull: { stockTakes: { $lt: oldest } } });
}

/** Puts a cancelled or expired order's lines back on sale (nothing for a tool that is gone). */
export const returnStockOfLines = (lines: readonly StockLine[]) => putBack(lines);

async function putBack(lines: readonly StockLine[], alsoUpdate: { $pull?: { stockTakes: string } } = {}) {
  const updates = lines.flatMap(({ toolId, quantity }) => {
    const _id = objectIdFrom(toolId);
    return _id
      ? [{ updateOne: { filter: { _id }, update: { $inc: { availableQuantity: quantity }, ...alsoUpdate } } }]
      : [];
  });
  if (updates.length === 0) return;
  const { tools } = await getCollections();
  await tools.bulkWrite(updates, { ordered: false });
}

/** Adds a product to the catalogue; it is the newest, so it leads the home page's collection. */
export async function addTool({ universal = false, fits = [], ...fields }: ProductInput): Promise<ObjectId> {
  await assertFitsListed(fits);
  const { tools } = await getCollections();
  const { insertedId } = await tools.insertOne({
    _id: new ObjectId(),
    ...fields,
    ...storedFitment({ universal, fits }),
    createdAt: new Date(),
  });
  return insertedId;
}

/**
 * Changes some of a product's fields; orders already placed keep the name and price they
 * were placed at. A replaced uploaded picture is deleted unless another product shows it.
 * Returns the product as it now is, or null when there is none with this id.
 */
export async function updateTool(id: string, { universal, fits, ...fields }: ProductUpdate): Promise<Tool | null> {
  const _id = objectIdFrom(id);
  if (!_id) return null;
  const { tools } = await getCollections();
  const changes: Partial<ToolDocument> = { ...fields };
  if (universal !== undefined || fits !== undefined) {
    await assertFitsListed(fits ?? []);
    const current = await tools.findOne({ _id }, { projection: { universal: 1, fits: 1 } });
    if (!current) return null;
    Object.assign(changes, storedFitment(changedFitment(current, { universal, fits })));
  }
  const before = await tools.findOneAndUpdate({ _id }, { $set: changes }, { returnDocument: "before" });
  if (!before) return null;
  if (changes.image && changes.image !== before.image) await deleteReplacedImage(before.image);
  return toTool({ ...before, ...changes });
}

async function deleteReplacedImage(image: string) {
  if (UPLOADED_IMAGE_PATH.test(image)) await deleteImageUnlessShown(image.slice(image.lastIndexOf("/") + 1));
}

/**
 * Removes a product. Its uploaded picture goes too, unless another product still shows it.
 * Orders already placed keep their own copy of the name and price.
 */
export async function deleteTool(id: string): Promise<{ deletedCount: number }> {
  const { tools } = await getCollections();
  const _id = objectIdFrom(id);
  if (!_id) return { deletedCount: 0 };
  const removed = await tools.findOneAndDelete({ _id });
  if (!removed) return { deletedCount: 0 };
  await deleteReplacedImage(removed.image);
  return { deletedCount: 1 };
}

/** Deletes an uploaded picture unless a product shows it. */
export async function deleteImageUnlessShown(imageId: string): Promise<"deleted" | "shown" | "missing"> {
  const { tools } = await getCollections();
  if (await tools.findOne({ image: uploadedImageUrl(imageId) }, { projection: { _id: 1 } })) return "shown";
  return (await deleteImage(imageId)) ? "deleted" : "missing";
}
