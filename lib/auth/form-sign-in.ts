import "server-only";

import { readForm } from "@/lib/api/form";
import { ADMIN_HOME, safeCallbackUrl } from "@/config/routes";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { getAccess } from "@/lib/data/users";
import { DomainError } from "@/lib/errors";
import { defaultLocale, isLocale, localizeHref } from "@/lib/i18n/locales";
import { loginSchema } from "@/lib/validations/auth";

/** A login form is a few hundred bytes; anything much larger is not one. */
const MAX_FORM_BYTES = 4 * 1024;

/**
 * The login form as the browser itself sends it, before the page's JavaScript has taken it over: a
 * phone still hydrating when a password manager fills it and the rider presses Enter. It signs in
 * as the JSON call does and answers as a form expects, with a redirect (303): on to the callback
 * URL (an admin who came without one to their overview, as after the JSON call), or back to the
 * login page with Auth.js's own `error=CredentialsSignin` (and `code=rate_limited` when it was
 * that), which the page shows on the form's error line. Without JavaScript no access token is
 * stored; every call then goes on the session cookie, the token's fallback anyway.
 */
export async function signInFromForm(request: Request): Promise<Response> {
  const form = await readForm(request, MAX_FORM_BYTES);
  const asked = form.locale;
  const locale = isLocale(asked) ? asked : defaultLocale;
  const home = localizeHref("/", locale);
  const callbackUrl = safeCallbackUrl(form.callbackUrl, new URL(request.url).origin, home);
  const backToLogin = (rateLimited: boolean) => {
    const retry = new URLSearchParams({ error: "CredentialsSignin" });
    if (rateLimited) retry.set("code", "rate_limited");
    if (callbackUrl !== home) retry.set("callbackUrl", callbackUrl);
    return seeOther(`${localizeHref("/login", locale)}?${retry}`);
  };
  const { success, data } = loginSchema.safeParse({ email: form.email, password: form.password });
  if (!success) return backToLogin(false);
  try {
    await signInWithPassword(data.email, data.password);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return backToLogin(error.code === "rate-limited");
  }
  const admin = callbackUrl === home && (await getAccess(data.email))?.role === "admin";
  return seeOther(admin ? localizeHref(ADMIN_HOME, locale) : callbackUrl);
}

/** A relative Location, so the redirect stays on whatever host the browser used. */
const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location } });
