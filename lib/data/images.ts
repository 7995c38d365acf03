import "server-only";

import { Readable } from "node:stream";

import { GridFSBucket, ObjectId } from "mongodb";

import { getDb } from "@/lib/db/client";
import type { ImageType } from "@/lib/validations/image";

/** Product pictures live in MongoDB's GridFS, bucket `images`, so every app instance serves the same files. */
async function bucket(): Promise<GridFSBucket> {
  return new GridFSBucket(await getDb(), { bucketName: "images" });
}

const EXTENSIONS: Record<ImageType, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

/**
 * Stores a picture whose type was read from its bytes; the uploader's file name is not kept. A
 * private one (a customer's photo for a return, which may show a label with their address) is
 * served only to its uploader and the shop's admins.
 */
export async function uploadImage(
  bytes: Uint8Array,
  contentType: ImageType,
  uploadedBy: string,
  { private: isPrivate }: { private: boolean },
): Promise<string> {
  const id = new ObjectId();
  const upload = (await bucket()).openUploadStreamWithId(id, `${id.toHexString()}.${EXTENSIONS[contentType]}`, {
    metadata: { contentType, uploadedBy, ...(isPrivate && { private: true }) },
  });
  await new Promise<void>((resolve, reject) => {
    upload.once("finish", () => resolve());
    upload.once("error", reject);
    upload.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
  return id.toHexString();
}

export type StoredImage = {
  contentType: string;
  length: number;
  /** Whose eyes only (besides admins') a private picture is for; null for a public one. */
  privateTo: string | null;
  /** Its bytes as a web stream, opened only when asked for. */
  open: () => ReadableStream<Uint8Array>;
};

/** The picture with this id, or null if there is none. */
export async function findImage(id: string): Promise<StoredImage | null> {
  if (!ObjectId.isValid(id)) return null;
  const images = await bucket();
  const _id = new ObjectId(id);
  const [file] = await images.find({ _id }, { limit: 1 }).toArray();
  if (!file) return null;
  const contentType =
    typeof file.metadata?.contentType === "string" ? file.metadata.contentType : "application/octet-stream";
  const privateTo = file.metadata?.private === true ? String(file.metadata.uploadedBy) : null;
  const open = () => Readable.toWeb(images.openDownloadStream(_id)) as ReadableStream<Uint8Array>;
  return { contentType, length: file.length, privateTo, open };
}

/** Removes an uploaded picture; answers false when there was none. */
export async function deleteImage(id: string): Promise<boolean> {
  if (!ObjectId.isValid(id)) return false;
  try {
    await (await bucket()).delete(new ObjectId(id));
    return true;
  } catch (error) {
    if (error instanceof Error && /File not found/i.test(error.message)) return false;
    throw error;
  }
}

/** How many of these pictures `uploadedBy` uploaded: a return may show only its buyer's own. */
export async function countImagesUploadedBy(ids: readonly string[], uploadedBy: string): Promise<number> {
  const _ids = ids.filter((id) => ObjectId.isValid(id)).map((id) => new ObjectId(id));
  const files = await (await bucket()).find({ _id: { $in: _ids }, "metadata.uploadedBy": uploadedBy }).toArray();
  return files.length;
}
