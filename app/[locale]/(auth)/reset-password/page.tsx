import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { Link } from "@/components/navigation/link";
import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { AuthCard } from "@/components/auth/auth-card";
import { ClientMessages } from "@/lib/i18n/client";
import { pageLocale, pickMessages } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.reset.metadata");
  return { title: t("title"), robots: { index: false } };
}

/** Where a reset link leads: the token rides in the URL, and the API decides whether it is still good. */
export default async function ResetPasswordPage({ searchParams }: PageProps<"/[locale]/reset-password">) {
  const { token } = await searchParams;
  const t = await getTranslations("auth.reset");
  return (
    <AuthCard title={t("title")} description={t("description")}>
      {typeof token === "string" && token ? (
        <ClientMessages messages={pickMessages(await pageLocale(), "auth", "validation")}>
          <ResetPasswordForm token={token} />
        </ClientMessages>
      ) : (
        <p role="status" className="text-center">
          {t("incomplete")}{" "}
          <Link href="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            {t("askAgain")}
          </Link>
          .
        </p>
      )}
    </AuthCard>
  );
}
