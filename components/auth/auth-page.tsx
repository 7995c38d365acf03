import { getTranslations } from "next-intl/server";

import { safeCallbackUrl } from "@/config/routes";
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
  // Auth.js sends failed Google sign-ins back here with ?error=<code>; AccessDenied is our
  // own signIn callback refusing an address Google has not verified.
  const error = single(params.error);
  const googleError = error === "AccessDenied" ? t("googleUnverified") : error && t("googleFailed");
  return (
    <AuthCard title={t(`${mode}.title`)} description={t(`${mode}.description`)}>
      <ClientMessages messages={await pickMessages(locale, "auth", "validation")}>
        <CredentialsForm
          mode={mode}
          callbackUrl={callbackUrl}
          home={home}
          adminHome={localizeHref("/dashboard/overview", locale)}
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
