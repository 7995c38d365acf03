import "server-only";

import { ObjectId } from "mongodb";

import { getCollections, type ReviewDocument } from "@/lib/db/collections";
import type { ReviewFields } from "@/lib/validations/review";

export type Review = { _id: string; review: ReviewFields; createdAt: string };

function toReview(doc: ReviewDocument): Review {
  return { _id: doc._id.toHexString(), review: doc.review, createdAt: doc.createdAt.toISOString() };
}

/** Newest first; `limit` 0 means all. The author's email stays private. */
export async function listReviews(limit = 0): Promise<Review[]> {
  const { reviews } = await getCollections();
  const docs = await reviews.find().sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
  return docs.map(toReview);
}

export async function addReview(review: ReviewFields, userEmail: string): Promise<ObjectId> {
  const { reviews } = await getCollections();
  const { insertedId } = await reviews.insertOne({ _id: new ObjectId(), review, userEmail, createdAt: new Date() });
  return insertedId;
}
