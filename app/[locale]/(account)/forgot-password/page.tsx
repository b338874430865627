import type { Metadata } from "next";
import { AuthCardPage } from "@/components/auth/auth-card-page";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata: Metadata = { title: "Forgot password", robots: { index: false } };

export default async function ForgotPasswordPage({ params }: LocaleParams) {
  await pageLocale(params);
  return (
    <AuthCardPage
      title="Forgot your password?"
      lead="Enter your email and we'll send you a link to choose a new one."
    >
      <ForgotPasswordForm />
    </AuthCardPage>
  );
}
