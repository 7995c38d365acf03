import { NextResponse } from "next/server";

import { apiMessage, DomainError, invalid, rateLimited, tooLarge } from "@/lib/errors";
import { readMultipart } from "@/lib/api/multipart";
import { requestLocale } from "@/lib/api/locale";
import { errorBody, HTTP_STATUS, route } from "@/lib/api/route";
import { requireCaller } from "@/lib/auth/access";
import { hit, uploadsPerCustomer } from "@/lib/auth/rate-limit";
import { uploadImage } from "@/lib/data/images";
import { MAX_IMAGE_BYTES, MAX_IMAGE_LABEL, sniffImageType, uploadedImageUrl } from "@/lib/validations/image";

/** Room for the multipart envelope (boundaries, part headers) around the picture itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The admin uploads a product picture, a customer a photo for a return (form field `image`),
 * each stored with who uploaded it, a customer's as private (app/api/images/[id]). Only PNG,
 * JPEG and WebP, as their bytes say, up to 5 MB; a customer up to 20 an hour. Answers like the
 * image host the old shop used: `{ success: true, data: { url } }`, or `{ success: false, error }`.
 */
export const POST = route(async (request) => {
  const caller = await requireCaller(request);
  try {
    if (caller.role !== "admin" && !(await hit(uploadsPerCustomer, caller.email)))
      throw rateLimited(apiMessage("returns.tooManyUploads"));
    const form = await readMultipart(request, MAX_IMAGE_BYTES + MULTIPART_OVERHEAD);
    const file = form.get("image");
    if (!(file instanceof Blob) || file.size === 0) throw invalid(apiMessage("images.missingField"));
    if (file.size > MAX_IMAGE_BYTES) throw tooLarge(apiMessage("images.size", { size: MAX_IMAGE_LABEL }));
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = sniffImageType(bytes);
    if (!contentType) throw invalid(apiMessage("images.type"));
    // The admin's are product pictures, for everyone; a customer's are photos for a return.
    const id = await uploadImage(bytes, contentType, caller.email, { private: caller.role !== "admin" });
    return NextResponse.json({ success: true, data: { url: uploadedImageUrl(id) } }, { status: 201 });
  } catch (error) {
    if (error instanceof DomainError)
      return NextResponse.json(
        { success: false, error: errorBody(error, requestLocale(request)).error },
        { status: HTTP_STATUS[error.code] },
      );
    throw error;
  }
});
