import * as z from "@/lib/validations/zod";

import { parseWith } from "@/lib/api/input";
import { emailSchema } from "@/lib/validations/auth";
import { objectIdSchema } from "@/lib/validations/object-id";

/** The `{id}` segment of an API path: a document's id, validated like any other input. */
export async function idParam(params: Promise<{ id: string }>): Promise<string> {
  return parseWith(objectIdSchema, (await params).id);
}

/** The `{email}` segment of an API path, validated like any other input. */
export async function emailParam(params: Promise<{ email: string }>): Promise<string> {
  return parseWith(emailSchema, (await params).email);
}

/** `?limit=` on list endpoints: how many of the newest to return (all when absent). */
const limitSchema = z.optional(z.coerce.number().check(z.int("limit must be a whole number"), z.gte(1), z.lte(100)));

export function limitParam(request: Request): number {
  const raw = new URL(request.url).searchParams.get("limit");
  return parseWith(limitSchema, raw ?? undefined) ?? 0;
}

/** `?email=` on the spec's myorder and myProfile calls. */
export function emailQuery(request: Request): string {
  return parseWith(z.object({ email: emailSchema }), { email: new URL(request.url).searchParams.get("email") ?? "" })
    .email;
}
