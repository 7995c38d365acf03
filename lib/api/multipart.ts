import { readBodyLimited } from "@/lib/api/body";
import { apiMessage, invalid } from "@/lib/errors";

/**
 * Reads a multipart/form-data body of at most `maxBytes`: a larger declared or actual size is
 * refused with 413 before or while reading (never buffered whole), a malformed body with 400.
 */
export async function readMultipart(request: Request, maxBytes: number): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(contentType)) {
    throw invalid(apiMessage("images.notMultipart"));
  }
  const body = await readBodyLimited(
    request,
    maxBytes,
    apiMessage("images.uploadTooLarge", { size: Math.floor(maxBytes / (1024 * 1024)) }),
  );
  try {
    return await new Response(new Blob([new Uint8Array(body)]), {
      headers: { "content-type": contentType },
    }).formData();
  } catch {
    throw invalid(apiMessage("images.badMultipart"));
  }
}
