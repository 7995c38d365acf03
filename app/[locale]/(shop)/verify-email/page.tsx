import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";

import { AuthCard } from "@/components/auth/auth-card";
import { buttonVariants } from "@/components/ui/button-variants";
import { verifyEmail, type VerificationResult } from "@/lib/auth/email-verification";
import { requireSignedIn } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Confirm your e-mail address", robots: { index: false } };

const RESULTS: Record<VerificationResult, { title: string; text: string }> = {
  verified: { title: "Your address is confirmed", text: "Thank you: your e-mail address is confirmed." },
  invalid: {
    title: "This link does not work",
    text: "It was used already or is more than a week old. If your address is not confirmed yet, contact us and we will send a new one.",
  },
  "other-account": {
    title: "Signed in as someone else",
    text: "This link confirms another account's address. Sign out, sign in to that account, and open the link again.",
  },
};

/**
 * Where the sign-up's verification link leads (signed in only: proxy.ts sends visitors to the
 * login page and back here). Following it confirms the address of the account signed in.
 */
export default async function VerifyEmailPage({ searchParams }: PageProps<"/[locale]/verify-email">) {
  const user = await requireSignedIn();
  const { token } = await searchParams;
  const result = typeof token === "string" && token ? await verifyEmail(token, user.email) : "invalid";
  const { title, text } = RESULTS[result];
  return (
    <AuthCard title={title} description={user.email}>
      <p role="status" className="mb-6 text-center">
        {text}
      </p>
      <Link href="/" className={buttonVariants({ className: "w-full" })}>
        Go shopping
      </Link>
    </AuthCard>
  );
}
