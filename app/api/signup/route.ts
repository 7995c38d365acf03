import { NextResponse } from "next/server";

import { isFormEncoded } from "@/lib/api/form";
import { readJson, parseWith } from "@/lib/api/input";
import { chosenLocale } from "@/lib/api/locale";
import { route } from "@/lib/api/route";
import { signUpFromForm } from "@/lib/auth/form-sign-in";
import { signUpWithPassword } from "@/lib/auth/sign-up";
import { defaultLocale } from "@/lib/i18n/locales";
import { signupSchema } from "@/lib/validations/auth";

/**
 * The sign-up form's call (JSON in, JSON out), or the form itself posted before the page's
 * JavaScript ran (answered with a redirect).
 */
export const POST = route(async (request) => {
  if (isFormEncoded(request)) return signUpFromForm(request);
  const fields = parseWith(signupSchema, await readJson(request));
  await signUpWithPassword(request, fields, chosenLocale(request) ?? defaultLocale);
  return NextResponse.json({ ok: true }, { status: 201 });
});
