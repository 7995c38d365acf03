import { NextResponse } from "next/server";

import { readJson, parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { loginSchema } from "@/lib/validations/auth";

/** Rate limits apply inside authorize(), shared with Auth.js's own credentials callback. */
export const POST = route(async (request) => {
  const { email, password } = parseWith(loginSchema, await readJson(request));
  await signInWithPassword(email, password);
  return NextResponse.json({ ok: true });
});
