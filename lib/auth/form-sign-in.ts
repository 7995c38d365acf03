import "server-only";

import { readForm, seeOther } from "@/lib/api/form";
import { ADMIN_HOME, safeCallbackUrl } from "@/config/routes";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { signUpWithPassword } from "@/lib/auth/sign-up";
import { getAccess } from "@/lib/data/users";
import { DomainError } from "@/lib/errors";
import { defaultLocale, isLocale, localizeHref, type Locale } from "@/lib/i18n/locales";
import { loginSchema, signupSchema } from "@/lib/validations/auth";

/** A login or sign-up form is a few hundred bytes; anything much larger is not one. */
const MAX_FORM_BYTES = 4 * 1024;

/**
 * Why a form's own post went back to its page, as `?error=…&code=…`: the login's is Auth.js's own
 * CredentialsSignin; the sign-up's is ours. components/auth/auth-page.tsx shows it on the form's
 * error line.
 */
export const FORM_ERRORS = { login: "CredentialsSignin", signup: "SignUp" } as const;
export type FormErrorCode = "rate_limited" | "email_taken" | "invalid";

/**
 * The login and sign-up forms as the browser itself sends them, before the page's JavaScript has
 * taken them over: a phone still hydrating when a password manager fills one and the rider presses
 * Enter. They sign in (or up) as the JSON calls do and answer as a form expects, with a redirect
 * (303): on to the callback URL (an admin who came to the login without one to their overview, as
 * after the JSON call), or back to the form's page with why. The typing is not carried back: it
 * would put the email in a URL. Without JavaScript no access token is stored; every call then goes
 * on the session cookie, the token's fallback anyway.
 */
export async function signInFromForm(request: Request): Promise<Response> {
  const { form, locale, home, callbackUrl, backToForm } = await readAuthForm(request, "login");
  const { success, data } = loginSchema.safeParse({ email: form.email, password: form.password });
  if (!success) return backToForm();
  try {
    await signInWithPassword(data.email, data.password);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return backToForm(error.code === "rate-limited" ? "rate_limited" : undefined);
  }
  const admin = callbackUrl === home && (await getAccess(data.email))?.role === "admin";
  return seeOther(admin ? localizeHref(ADMIN_HOME, locale) : callbackUrl);
}

/** The sign-up form's own post: see signInFromForm. */
export async function signUpFromForm(request: Request): Promise<Response> {
  const { form, locale, callbackUrl, backToForm } = await readAuthForm(request, "signup");
  const { success, data } = signupSchema.safeParse({ name: form.name, email: form.email, password: form.password });
  if (!success) return backToForm("invalid");
  try {
    await signUpWithPassword(request, data, locale);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const code = error.code === "conflict" ? "email_taken" : error.code === "rate-limited" ? "rate_limited" : "invalid";
    return backToForm(code);
  }
  return seeOther(callbackUrl);
}

/** The posted fields, the page's language and home, the vetted callback URL, and the way back. */
async function readAuthForm(request: Request, mode: keyof typeof FORM_ERRORS) {
  const form = await readForm(request, MAX_FORM_BYTES);
  const locale: Locale = isLocale(form.locale) ? form.locale : defaultLocale;
  const home = localizeHref("/", locale);
  const callbackUrl = safeCallbackUrl(form.callbackUrl, new URL(request.url).origin, home);
  const backToForm = (code?: FormErrorCode) => {
    const retry = new URLSearchParams({ error: FORM_ERRORS[mode] });
    if (code) retry.set("code", code);
    if (callbackUrl !== home) retry.set("callbackUrl", callbackUrl);
    return seeOther(`${localizeHref(mode === "login" ? "/login" : "/signUp", locale)}?${retry}`);
  };
  return { form, locale, home, callbackUrl, backToForm };
}
