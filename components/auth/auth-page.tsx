import { getTranslations } from "next-intl/server";

import { ADMIN_HOME, safeCallbackUrl } from "@/config/routes";
import { apiMessage, renderApiText, type ApiText } from "@/lib/api/messages";
import { AuthCard } from "@/components/auth/auth-card";
import { CredentialsForm } from "@/components/auth/credentials-form";
import { GoogleButton } from "@/components/auth/google-button";
import { OrDivider } from "@/components/auth/or-divider";
import { googleConfigured } from "@/lib/auth/config";
import { FORM_ERRORS, type FormErrorCode } from "@/lib/auth/form-sign-in";
import { ClientMessages } from "@/lib/i18n/client";
import { localizeHref } from "@/lib/i18n/locales";
import { pageLocale, pickMessages } from "@/lib/i18n/server";
import { firstValue, type SearchParams } from "@/lib/validations/search-params";

/** The login and sign-up pages: the form, an OR divider and Google sign-in. */
export async function AuthPage({
  mode,
  searchParams,
}: {
  mode: "login" | "signup";
  searchParams: Promise<SearchParams>;
}) {
  const [params, locale, t] = await Promise.all([searchParams, pageLocale(), getTranslations("auth")]);
  const home = localizeHref("/", locale);
  const callbackUrl = safeCallbackUrl(firstValue(params.callbackUrl), undefined, home);
  // A form posted before the page's JavaScript ran comes back here with ?error=<why> (lib/auth/form-sign-in.ts);
  // AccessDenied is our own signIn callback refusing an address Google has not verified; anything
  // else is Google's sign-in failing.
  const error = firstValue(params.error);
  const formError = formErrorText(error, firstValue(params.code));
  const googleError = formError ? null : error === "AccessDenied" ? t("googleUnverified") : error && t("googleFailed");
  return (
    <AuthCard title={t(`${mode}.title`)} description={t(`${mode}.description`)}>
      <ClientMessages messages={pickMessages(locale, "auth", "validation")}>
        <CredentialsForm
          mode={mode}
          locale={locale}
          callbackUrl={callbackUrl}
          failedSignIn={formError && renderApiText(formError, locale)}
          home={home}
          adminHome={localizeHref(ADMIN_HOME, locale)}
        >
          <OrDivider label={t("or")} />
          {googleError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {googleError}
            </p>
          )}
          <GoogleButton callbackUrl={callbackUrl} enabled={googleConfigured()} />
        </CredentialsForm>
      </ClientMessages>
    </AuthCard>
  );
}

/** What went wrong with a form posted before hydration, from the `error` and `code` it came back with. */
function formErrorText(error: string | undefined, code: string | undefined): ApiText | null {
  const reason = code as FormErrorCode | undefined;
  if (error === FORM_ERRORS.login)
    return apiMessage(reason === "rate_limited" ? "auth.rateLimited" : "auth.wrongCredentials");
  if (error === FORM_ERRORS.signup)
    return apiMessage(
      reason === "email_taken"
        ? "auth.emailTaken"
        : reason === "rate_limited"
          ? "auth.rateLimited"
          : "auth.signUpInvalid",
    );
  return null;
}
