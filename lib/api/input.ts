import type * as z from "@/lib/validations/zod";

import { readBodyLimited } from "@/lib/api/body";
import { apiMessage, invalid } from "@/lib/errors";
import { validationMessage } from "@/lib/i18n/validation";

/** Route handlers read at most this much JSON; anything larger is refused before parsing. */
const MAX_JSON_BYTES = 64 * 1024;

/** Reads a JSON body, refusing oversized or malformed ones with a 4xx instead of a crash. */
export async function readJson(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const body = await readBodyLimited(request, maxBytes, apiMessage("request.bodyTooLarge", { max: String(maxBytes) }));
  const text = body.toString("utf8");
  if (!text.trim()) throw invalid(apiMessage("request.emptyBody"));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid(apiMessage("request.invalidJson"));
  }
}

/**
 * Validates input with the same zod schema the form uses; failures become 400 with a message
 * per field, in English (the schemas name their messages by key, lib/validations/message.ts).
 */
export function parseWith<Schema extends z.ZodMiniType>(schema: Schema, data: unknown): z.infer<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "body";
    fields[field] ??= validationMessage(issue.message, "en");
  }
  throw invalid(apiMessage("request.checkFields"), fields);
}
