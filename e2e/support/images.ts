import type { APIRequestContext } from "@playwright/test";

/** A real 4x3 PNG (a checkerboard in the shop's orange and ink), small enough to inline. */
export const smallPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAGElEQVR42mN4FcHDL64FIRngLCDJgCwDAMTpCbVpy8usAAAAAElFTkSuQmCC",
  "base64",
);

export type FilePayload = { name: string; mimeType: string; buffer: Buffer };

export function pngFile(name = "part.png", buffer: Buffer = smallPng): FilePayload {
  return { name, mimeType: "image/png", buffer };
}

/** Uploads a picture as the (admin) request context and returns its URL. */
export async function uploadImage(request: APIRequestContext, file: FilePayload = pngFile()): Promise<string> {
  const response = await request.post("/api/images", { multipart: { image: file } });
  if (response.status() !== 201) throw new Error(`upload failed: ${response.status()} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { url: string } };
  return data.url;
}
