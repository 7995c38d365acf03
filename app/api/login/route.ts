import { NextResponse } from "next/server";

import { readJson, parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { guardAttempt, signInWithPassword } from "@/lib/auth/sign-in";
import { loginSchema } from "@/lib/validations/auth";

export const POST = route(async (request) => {
  const { email, password } = parseWith(loginSchema, await readJson(request));
  await guardAttempt(request, email);
  await signInWithPassword(email, password);
  return NextResponse.json({ ok: true });
});
