import { NextResponse } from "next/server";

import { apiMessage, conflict } from "@/lib/errors";
import { readJson, parseWith } from "@/lib/api/input";
import { chosenLocale } from "@/lib/api/locale";
import { route } from "@/lib/api/route";
import { hashPassword } from "@/lib/auth/password";
import { sendVerificationLink } from "@/lib/auth/email-verification";
import { admitSignUp } from "@/lib/auth/password-attempts";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { createPasswordUser, EmailTakenError } from "@/lib/data/users";
import { defaultLocale } from "@/lib/i18n/locales";
import { signupSchema } from "@/lib/validations/auth";

/** A password account, signed in at once; a link to prove its address is mailed to it. */
export const POST = route(async (request) => {
  const { name, email, password } = parseWith(signupSchema, await readJson(request));
  await admitSignUp(request);
  // The language the visitor signed up in: their e-mails (the link below first) are written in it.
  const locale = chosenLocale(request) ?? defaultLocale;
  try {
    await createPasswordUser({ name, email, passwordHash: await hashPassword(password), locale });
  } catch (error) {
    if (error instanceof EmailTakenError)
      throw conflict(apiMessage("auth.emailTaken"), { email: apiMessage("auth.emailTaken") });
    throw error;
  }
  await sendVerificationLink(email, name, locale);
  await signInWithPassword(email, password);
  return NextResponse.json({ ok: true }, { status: 201 });
});
