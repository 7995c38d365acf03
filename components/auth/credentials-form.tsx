"use client";

import { Link } from "@/components/navigation/link";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormError } from "@/components/forms/form-error";
import { FormField } from "@/components/forms/form-field";
import { useCompleteSignIn } from "@/components/auth/use-complete-sign-in";
import { api } from "@/lib/client/api";
import { useSchemaForm } from "@/lib/client/use-schema-form";
import { useMessages } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";

const modes = {
  login: {
    fields: ["email", "password"],
    loadSchema: () => import("@/lib/validations/auth").then((schemas) => schemas.loginSchema),
    endpoint: "/api/login",
    passwordAutoComplete: "current-password",
    switchPath: "/signUp",
  },
  signup: {
    fields: ["name", "email", "password"],
    loadSchema: () => import("@/lib/validations/auth").then((schemas) => schemas.signupSchema),
    endpoint: "/api/signup",
    passwordAutoComplete: "new-password",
    switchPath: "/login",
  },
} as const;

/** The login and sign-up forms: same fields and flow, sign-up adds the name. */
export function CredentialsForm({
  mode,
  locale,
  callbackUrl,
  failedSignIn,
  home,
  adminHome,
  children,
}: {
  mode: keyof typeof modes;
  locale: Locale;
  callbackUrl: string;
  /** Why the form's own post (before hydration) did not sign in, until the form is sent again. */
  failedSignIn?: string | null;
  /** The home page in the page's language: the callback the links need not carry. */
  home: string;
  /** Where an admin lands when no callback was asked for: the overview, in the page's language. */
  adminHome?: string;
  children?: React.ReactNode;
}) {
  const config = modes[mode];
  const messages = useMessages("auth");
  const { form: text } = messages;
  const copy = messages[mode];
  const completeSignIn = useCompleteSignIn(callbackUrl, callbackUrl === home ? adminHome : undefined);
  const { formProps, errors, error, sent, submitting } = useSchemaForm({
    fields: config.fields,
    loadSchema: config.loadSchema,
    send: async (values) => {
      await api(config.endpoint, { method: "POST", json: values });
      await completeSignIn();
    },
  });

  return (
    // Until the page's JavaScript takes it over, the browser posts the form itself to its endpoint,
    // which signs in (or up) and redirects (lib/auth/form-sign-in.ts): never as a GET to this page,
    // which would put the password in a URL.
    <form method="post" action={config.endpoint} {...formProps} className="grid gap-5" aria-label={copy.submit}>
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <input type="hidden" name="locale" value={locale} />
      {mode === "signup" && (
        <FormField label={text.name} error={errors.name}>
          <Input name="name" autoComplete="name" placeholder={text.namePlaceholder} />
        </FormField>
      )}
      <FormField label={text.email} error={errors.email}>
        <Input name="email" type="email" autoComplete="email" placeholder={text.emailPlaceholder} />
      </FormField>
      <FormField label={text.password} error={errors.password}>
        <Input
          name="password"
          type="password"
          autoComplete={config.passwordAutoComplete}
          placeholder={text.passwordPlaceholder}
        />
      </FormField>
      {mode === "login" && (
        <Link
          href="/forgot-password"
          className="-mt-3 justify-self-end py-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {text.forgotPassword}
        </Link>
      )}
      <FormError message={sent ? error : (failedSignIn ?? null)} />
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? text.loading : copy.submit}
      </Button>
      {children}
      <p className="text-center text-sm text-slate-600">
        {copy.switchPrompt}{" "}
        <Link
          href={{ pathname: config.switchPath, query: callbackUrl === home ? {} : { callbackUrl } }}
          className="inline-block py-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {copy.switchLabel}
        </Link>
      </p>
    </form>
  );
}
