import { NextResponse } from "next/server";

import { parseWith, readJson } from "@/lib/api/input";
import { requestLocale } from "@/lib/api/locale";
import { renderApiText } from "@/lib/api/messages";
import { route } from "@/lib/api/route";
import { requestPasswordReset, RESET_REQUESTED } from "@/lib/auth/password-reset";
import { forgotPasswordSchema } from "@/lib/validations/auth";

/** Mails a reset link if the address has an account; the answer is the same either way. */
export const POST = route(async (request) => {
  const { email } = parseWith(forgotPasswordSchema, await readJson(request));
  await requestPasswordReset(request, email);
  return NextResponse.json({ ok: true, message: renderApiText(RESET_REQUESTED, requestLocale(request)) });
});
