import type { z } from "zod";

import { HttpError } from "@/lib/api/errors";

/** Route handlers read at most this much JSON; anything larger is refused before parsing. */
export const MAX_JSON_BYTES = 64 * 1024;

/** Reads a JSON body, refusing oversized or malformed ones with a 4xx instead of a crash. */
export async function readJson(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new HttpError(413, `The request body is larger than ${maxBytes} bytes.`);
  const text = await readLimited(request, maxBytes);
  if (!text.trim()) throw new HttpError(400, "The request body is empty; send JSON.");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
}

async function readLimited(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new HttpError(413, `The request body is larger than ${maxBytes} bytes.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Validates input with the same zod schema the form uses; failures become 400 with a message per field. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, data: unknown): z.infer<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "body";
    fields[field] ??= issue.message;
  }
  throw new HttpError(400, "Please check the highlighted fields.", fields);
}
