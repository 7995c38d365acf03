import { NextResponse } from "next/server";

import { readBodyLimited } from "@/lib/api/body";
import { apiMessage, invalid } from "@/lib/errors";

/** What a payment gateway posts is small; anything larger is refused before parsing. */
const MAX_FORM_BYTES = 16 * 1024;

/** Whether the body is an HTML form's own: what payment gateways post, and a form sent without script. */
export function isFormEncoded(request: Request): boolean {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  return type === "application/x-www-form-urlencoded";
}

/**
 * Reads an `application/x-www-form-urlencoded` body into plain fields; a repeated field keeps its
 * first value, and a body of another type is refused.
 */
export async function readForm(request: Request, maxBytes = MAX_FORM_BYTES): Promise<Record<string, string>> {
  if (!isFormEncoded(request)) throw invalid(apiMessage("request.notFormEncoded"));
  const body = await readBodyLimited(request, maxBytes, apiMessage("request.formTooLarge", { max: String(maxBytes) }));
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body.toString("utf8"))) fields[name] ??= value;
  return fields;
}

/**
 * A form post's answer: go and see `location` (303), a GET whatever the form's method. A shop path
 * is given relative, so the redirect stays on whatever host the browser used, whatever Host said.
 */
export const seeOther = (location: string) => new NextResponse(null, { status: 303, headers: { location } });
