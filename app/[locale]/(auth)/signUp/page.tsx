import type { Metadata } from "next";

import { AuthPage } from "@/components/auth/auth-page";

export const metadata: Metadata = {
  title: "Sign up",
  description: "Create a MotoForge account to order motorcycle parts and tools with delivery in 24 hours.",
};

export default function SignupPage({ searchParams }: PageProps<"/[locale]/signUp">) {
  return <AuthPage mode="signup" searchParams={searchParams} />;
}
