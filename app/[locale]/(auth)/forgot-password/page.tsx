import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ForgotPasswordForm } from "@/components/account/forgot-password-form";
import { AuthCard } from "@/components/auth/auth-card";
import { ClientMessages } from "@/lib/i18n/client";
import { languageAlternates } from "@/lib/i18n/metadata";
import { pageLocale, pickMessages } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.forgot.metadata");
  return {
    title: t("title"),
    description: t("description"),
    alternates: languageAlternates("/forgot-password", await pageLocale()),
  };
}

export default async function ForgotPasswordPage() {
  const t = await getTranslations("auth.forgot");
  return (
    <AuthCard title={t("title")} description={t("description")}>
      <ClientMessages messages={pickMessages(await pageLocale(), "auth", "validation")}>
        <ForgotPasswordForm />
      </ClientMessages>
    </AuthCard>
  );
}
