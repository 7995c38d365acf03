import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";

import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { AuthCard } from "@/components/auth/auth-card";

export const metadata: Metadata = { title: "Choose a new password", robots: { index: false } };

/** Where a reset link leads: the token rides in the URL, and the API decides whether it is still good. */
export default async function ResetPasswordPage({ searchParams }: PageProps<"/[locale]/reset-password">) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Choose a new password" description="At least 6 characters. It signs you out everywhere.">
      {typeof token === "string" && token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p role="status" className="text-center">
          This link is incomplete.{" "}
          <Link href="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            Ask for a new one
          </Link>
          .
        </p>
      )}
    </AuthCard>
  );
}
