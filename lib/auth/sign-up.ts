import "server-only";

import { hashPassword } from "@/lib/auth/password";
import { sendVerificationLink } from "@/lib/auth/email-verification";
import { admitFromAddress } from "@/lib/auth/password-attempts";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { createPasswordUser, EmailTakenError } from "@/lib/data/users";
import { apiMessage, conflict } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A password account in the language the visitor signed up in (their e-mails are written in it),
 * signed in at once; a link to prove its address is mailed to it. Counted against the address's
 * allowance (429), and a taken email is a 409.
 */
export async function signUpWithPassword(
  request: Request,
  { name, email, password }: { name: string; email: string; password: string },
  locale: Locale,
): Promise<void> {
  await admitFromAddress(request);
  try {
    await createPasswordUser({ name, email, passwordHash: await hashPassword(password), locale });
  } catch (error) {
    if (error instanceof EmailTakenError)
      throw conflict(apiMessage("auth.emailTaken"), { email: apiMessage("auth.emailTaken") });
    throw error;
  }
  await sendVerificationLink(email, name, locale);
  await signInWithPassword(email, password);
}
