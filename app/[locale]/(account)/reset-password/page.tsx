import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCardMessage, AuthCardPage } from "@/components/auth/auth-card-page";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { inspectResetToken } from "@/lib/auth/password-reset";
import { firstValue } from "@/lib/http/search-params";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "auth.reset" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function ResetPasswordPage({
  params,
  searchParams,
}: LocaleParams & {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  await pageLocale(params);
  const t = await getTranslations("auth.reset");
  const token = firstValue((await searchParams).token) ?? "";
  const state = await inspectResetToken(token);
  if (!state.valid) {
    const expired = state.reason === "expired";
    return (
      <AuthCardMessage
        title={expired ? t("expiredTitle") : t("invalidTitle")}
        action={{ href: "/forgot-password", label: t("requestNew") }}
      >
        <p>{expired ? t("expired") : t("invalid")}</p>
      </AuthCardMessage>
    );
  }
  return (
    <AuthCardPage title={t("title")} lead={t("lead", { email: state.email })}>
      <ClientMessages
        namespaces={["auth.reset", "auth.fields", "auth.failure", "auth.passwordHint", "validation.auth"]}
      >
        <ResetPasswordForm token={token} />
      </ClientMessages>
    </AuthCardPage>
  );
}
