import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AuthPage } from "@/components/auth/auth-page";
import { languageAlternates } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.login.metadata");
  return {
    title: t("title"),
    description: t("description"),
    alternates: languageAlternates("/login", await pageLocale()),
  };
}

export default function LoginPage({ searchParams }: PageProps<"/[locale]/login">) {
  return <AuthPage mode="login" searchParams={searchParams} />;
}
