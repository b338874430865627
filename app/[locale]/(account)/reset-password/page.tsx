import type { Metadata } from "next";
import { AuthCardMessage, AuthCardPage } from "@/components/auth/auth-card-page";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { inspectResetToken } from "@/lib/auth/password-reset";
import { firstValue } from "@/lib/http/search-params";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata: Metadata = { title: "Choose a new password", robots: { index: false } };

export default async function ResetPasswordPage({
  params,
  searchParams,
}: LocaleParams & {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  await pageLocale(params);
  const token = firstValue((await searchParams).token) ?? "";
  const state = await inspectResetToken(token);
  if (!state.valid) {
    return (
      <AuthCardMessage
        title={state.reason === "expired" ? "Reset link expired" : "Reset link invalid"}
        action={{ href: "/forgot-password", label: "Request a new link" }}
      >
        <p>
          {state.reason === "expired"
            ? "This reset link has expired. Please request a new one."
            : "This reset link is invalid or has already been used."}
        </p>
      </AuthCardMessage>
    );
  }
  return (
    <AuthCardPage
      title="Choose a new password"
      lead={<>For {state.email}. You will be signed out on every device.</>}
    >
      <ResetPasswordForm token={token} />
    </AuthCardPage>
  );
}
