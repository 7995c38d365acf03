import { NextResponse } from "next/server";

import { apiMessage, conflict, notFound } from "@/lib/errors";
import { idParam } from "@/lib/api/params";
import { route } from "@/lib/api/route";
import { getCaller, requireAdmin, type Caller } from "@/lib/auth/access";
import { findImage } from "@/lib/data/images";
import { deleteImageUnlessShown } from "@/lib/data/tools";

/**
 * An uploaded picture. A product's id never points to other bytes, so browsers and CDNs keep it
 * for a year. A customer's photo for a return is only for them and the admins, and kept by no
 * cache: to anyone else it does not exist, as ids are not secrets (ObjectIds can be guessed).
 */
export const GET = route(async (request, { params }: RouteContext<"/api/images/[id]">) => {
  const image = await findImage(await idParam(params));
  if (!image || (image.privateTo !== null && !mayView(await getCaller(request), image.privateTo)))
    throw notFound(apiMessage("images.notFound"));
  return new Response(image.open(), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.length),
      "Cache-Control": image.privateTo === null ? "public, max-age=31536000, immutable" : "private, no-store",
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
  const outcome = await deleteImageUnlessShown(await idParam(params));
  if (outcome === "missing") throw notFound(apiMessage("images.notFound"));
  if (outcome === "shown") throw conflict(apiMessage("images.stillShown"));
  return NextResponse.json({ deletedCount: 1 });
});

const mayView = (caller: Caller | null, uploader: string) => caller?.role === "admin" || caller?.email === uploader;
