import { tooLarge, type ApiText } from "@/lib/errors";

/**
 * Reads a request body of at most `maxBytes`: a larger declared or actual size is refused
 * with 413 before or while reading, so an oversized body is never buffered whole.
 */
export async function readBodyLimited(request: Request, maxBytes: number, tooLargeMessage: ApiText): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw tooLarge(tooLargeMessage);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(tooLargeMessage);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
