import type { Metadata } from "next";
import { AuthCardPage } from "@/components/auth/auth-card-page";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot password", robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <AuthCardPage
      title="Forgot your password?"
      lead="Enter your email and we'll send you a link to choose a new one."
    >
      <ForgotPasswordForm />
    </AuthCardPage>
  );
}
