import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/navigation/link";

import { AuthCard } from "@/components/auth/auth-card";
import { buttonVariants } from "@/components/ui/button-variants";
import { verifyEmail, type VerificationResult } from "@/lib/auth/email-verification";
import { requireSignedIn } from "@/lib/auth/page-guards";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.verifyEmail.metadata");
  return { title: t("title"), robots: { index: false } };
}

const RESULTS = { verified: "verified", invalid: "invalid", "other-account": "otherAccount" } as const satisfies Record<
  VerificationResult,
  string
>;

/**
 * Where the sign-up's verification link leads (signed in only: proxy.ts sends visitors to the
 * login page and back here). Following it confirms the address of the account signed in.
 */
export default async function VerifyEmailPage({ searchParams }: PageProps<"/[locale]/verify-email">) {
  const user = await requireSignedIn();
  const { token } = await searchParams;
  const result = typeof token === "string" && token ? await verifyEmail(token, user.email) : "invalid";
  const t = await getTranslations("account.verifyEmail");
  const key = RESULTS[result];
  return (
    <AuthCard title={t(`${key}.title`)} description={user.email}>
      <p role="status" className="mb-6 text-center">
        {t(`${key}.text`)}
      </p>
      <Link href="/" className={buttonVariants({ className: "w-full" })}>
        {t("shop")}
      </Link>
    </AuthCard>
  );
}
