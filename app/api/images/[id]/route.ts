import { notFound } from "@/lib/api/errors";
import { parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { openImage } from "@/lib/data/images";
import { objectIdSchema } from "@/lib/validations/object-id";

/** An uploaded product picture. Its id never points to other bytes, so browsers and CDNs keep it for a year. */
export const GET = route(async (_request, { params }: RouteContext<"/api/images/[id]">) => {
  const image = await openImage(parseWith(objectIdSchema, (await params).id));
  if (!image) throw notFound("This image does not exist.");
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
