import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCardPage } from "@/components/auth/auth-card-page";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "auth.forgot" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function ForgotPasswordPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations("auth.forgot");
  return (
    <AuthCardPage title={t("title")} lead={t("lead")}>
      <ClientMessages namespaces={["auth.forgot", "auth.fields", "auth.failure", "validation.auth"]}>
        <ForgotPasswordForm />
      </ClientMessages>
    </AuthCardPage>
  );
}
