import { readBodyLimited } from "@/lib/api/body";
import { apiMessage, invalid } from "@/lib/errors";

/** What a payment gateway posts is small; anything larger is refused before parsing. */
const MAX_FORM_BYTES = 16 * 1024;

/**
 * Reads an `application/x-www-form-urlencoded` body (what payment gateways post) into plain
 * fields; a repeated field keeps its first value, and a body of another type is refused.
 */
export async function readForm(request: Request, maxBytes = MAX_FORM_BYTES): Promise<Record<string, string>> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") throw invalid(apiMessage("request.notFormEncoded"));
  const body = await readBodyLimited(request, maxBytes, apiMessage("request.formTooLarge", { max: String(maxBytes) }));
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body.toString("utf8"))) fields[name] ??= value;
  return fields;
}
