import { NextResponse } from "next/server";

import { apiMessage, conflict, notFound } from "@/lib/errors";
import { parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/access";
import { openImage } from "@/lib/data/images";
import { deleteImageUnlessShown } from "@/lib/data/tools";
import { objectIdSchema } from "@/lib/validations/object-id";

/** An uploaded product picture. Its id never points to other bytes, so browsers and CDNs keep it for a year. */
export const GET = route(async (_request, { params }: RouteContext<"/api/images/[id]">) => {
  const image = await openImage(parseWith(objectIdSchema, (await params).id));
  if (!image) throw notFound(apiMessage("images.notFound"));
  return new Response(image.stream, {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
});

/**
 * The admin removes an uploaded picture, as the Add product form does when the product
 * itself could not be saved. A picture a product shows is kept.
 */
export const DELETE = route(async (request, { params }: RouteContext<"/api/images/[id]">) => {
  await requireAdmin(request);
  const outcome = await deleteImageUnlessShown(parseWith(objectIdSchema, (await params).id));
  if (outcome === "missing") throw notFound(apiMessage("images.notFound"));
  if (outcome === "shown") throw conflict(apiMessage("images.stillShown"));
  return NextResponse.json({ deletedCount: 1 });
});
