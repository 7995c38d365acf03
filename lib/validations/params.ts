import { emailSchema } from "@/lib/validations/auth";
import { parseWith } from "@/lib/api/input";

/** The `{email}` segment of an API path, validated like any other input. */
export async function emailParam(params: Promise<{ email: string }>): Promise<string> {
  return parseWith(emailSchema, (await params).email);
}
