import type { Metadata } from "next";

import { ForgotPasswordForm } from "@/components/account/forgot-password-form";
import { AuthCard } from "@/components/auth/auth-card";

export const metadata: Metadata = {
  title: "Forgot password",
  description: "Get a link to choose a new password for your MotoForge account.",
};

export default function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot your password?" description="We e-mail you a link to choose a new one.">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
