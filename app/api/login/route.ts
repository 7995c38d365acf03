import { NextResponse } from "next/server";

import { isFormEncoded } from "@/lib/api/form";
import { readJson, parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { signInFromForm } from "@/lib/auth/form-sign-in";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { loginSchema } from "@/lib/validations/auth";

/**
 * The login form's call (JSON in, JSON out), or the form itself posted before the page's
 * JavaScript ran (answered with a redirect). Rate limits apply inside authorize(), shared with
 * Auth.js's own credentials callback.
 */
export const POST = route(async (request) => {
  if (isFormEncoded(request)) return signInFromForm(request);
  const { email, password } = parseWith(loginSchema, await readJson(request));
  await signInWithPassword(email, password);
  return NextResponse.json({ ok: true });
});
