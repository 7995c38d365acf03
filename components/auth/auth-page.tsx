import { getTranslations } from "next-intl/server";

import { ADMIN_HOME, safeCallbackUrl } from "@/config/routes";
import { apiMessage, renderApiText } from "@/lib/api/messages";
import { AuthCard } from "@/components/auth/auth-card";
import { CredentialsForm } from "@/components/auth/credentials-form";
import { GoogleButton } from "@/components/auth/google-button";
import { OrDivider } from "@/components/auth/or-divider";
import { googleConfigured } from "@/lib/auth/config";
import { ClientMessages } from "@/lib/i18n/client";
import { localizeHref } from "@/lib/i18n/locales";
import { pageLocale, pickMessages } from "@/lib/i18n/server";

type SearchParams = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined) {
  return Array.isArray(value) ? value[0] : value;
}

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
  const callbackUrl = safeCallbackUrl(single(params.callbackUrl), undefined, home);
  // Failed sign-ins come back here with Auth.js's ?error=<type>: CredentialsSignin from the login
  // form posted before the page's JavaScript ran (lib/auth/form-sign-in.ts), with code=rate_limited
  // when it was that; AccessDenied is our own signIn callback refusing an address Google has not
  // verified; anything else is Google's sign-in failing.
  const error = single(params.error);
  const loginError =
    error === "CredentialsSignin"
      ? renderApiText(
          apiMessage(single(params.code) === "rate_limited" ? "auth.rateLimited" : "auth.wrongCredentials"),
          locale,
        )
      : null;
  const googleError = loginError ? null : error === "AccessDenied" ? t("googleUnverified") : error && t("googleFailed");
  return (
    <AuthCard title={t(`${mode}.title`)} description={t(`${mode}.description`)}>
      <ClientMessages messages={await pickMessages(locale, "auth", "validation")}>
        <CredentialsForm
          mode={mode}
          locale={locale}
          callbackUrl={callbackUrl}
          failedSignIn={loginError}
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
