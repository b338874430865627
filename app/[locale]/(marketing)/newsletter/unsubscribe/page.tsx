import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCardMessage, AuthCardPage } from "@/components/auth/auth-card-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { UnsubscribeButton } from "@/components/newsletter/unsubscribe-button";
import { site } from "@/lib/config/site";
import { firstValue, type SearchParams } from "@/lib/http/search-params";
import { findSubscriberByToken } from "@/lib/newsletter/subscriptions";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "marketing.newsletter.unsubscribe" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * The newsletter's unsubscribe link. It asks for one click instead of unsubscribing on GET, so mail
 * scanners that open links cannot unsubscribe people.
 */
export default async function UnsubscribePage({
  params,
  searchParams,
}: LocaleParams & { searchParams: Promise<SearchParams> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "marketing.newsletter.unsubscribe" });
  const token = firstValue((await searchParams).token) ?? "";
  const subscriber = await findSubscriberByToken(token);
  if (!subscriber) {
    return (
      <AuthCardMessage title={t("invalidTitle")}>
        <p>{t("invalidText", { email: site.supportEmail })}</p>
      </AuthCardMessage>
    );
  }
  if (subscriber.unsubscribedAt) {
    return (
      <AuthCardMessage title={t("doneTitle")} lead={subscriber.email}>
        <p>{t("doneText")}</p>
      </AuthCardMessage>
    );
  }
  return (
    <AuthCardPage title={t("title")} lead={subscriber.email}>
      <ClientMessages namespaces={["marketing"]}>
        <UnsubscribeButton token={token} />
      </ClientMessages>
    </AuthCardPage>
  );
}
