import type { Metadata } from "next";

import { AuthPage } from "@/components/auth/auth-page";

export const metadata: Metadata = {
  title: "Login",
  description: "Log in to your MotoForge account to order parts, pay and track your orders.",
};

export default function LoginPage({ searchParams }: PageProps<"/[locale]/login">) {
  return <AuthPage mode="login" searchParams={searchParams} />;
}
