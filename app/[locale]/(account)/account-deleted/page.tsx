import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCardMessage } from "@/components/auth/auth-card-page";
import { site } from "@/lib/config/site";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "auth.accountDeleted" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** Where 'Delete my account' ends: the account is gone and the visitor is signed out. */
export default async function AccountDeletedPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations("auth.accountDeleted");
  return (
    <AuthCardMessage title={t("title")} lead={t("lead")} action={{ href: "/", label: t("home") }}>
      <p>{t("gone")}</p>
      <p>
        {t.rich("questions", {
          email: site.supportEmail,
          link: (chunks) => (
            <a
              href={`mailto:${site.supportEmail}`}
              className="font-medium text-primary underline underline-offset-2"
            >
              {chunks}
            </a>
          ),
        })}
      </p>
    </AuthCardMessage>
  );
}
