import { NextResponse } from "next/server";

import { parseWith, readJson } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { resetPassword } from "@/lib/auth/password-reset";
import { resetPasswordSchema } from "@/lib/validations/auth";

/** Sets a new password from a reset link, once; every session of the account ends. */
export const POST = route(async (request) => {
  const { token, password } = parseWith(resetPasswordSchema, await readJson(request));
  await resetPassword(request, token, password);
  return NextResponse.json({ ok: true });
});
