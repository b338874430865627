import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCardMessage, AuthCardPage } from "@/components/auth/auth-card-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ConfirmSubscriptionButton } from "@/components/newsletter/confirm-subscription-button";
import { newsletter } from "@/lib/config/newsletter";
import { firstValue, type SearchParams } from "@/lib/http/search-params";
import { findPendingConfirmation } from "@/lib/newsletter/subscriptions";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "marketing.newsletter.confirm" });
  return { title: t("title"), robots: { index: false } };
}

/**
 * The newsletter's confirmation link. It asks for one click instead of confirming on GET, so mail
 * scanners that open links cannot subscribe anybody.
 */
export default async function ConfirmSubscriptionPage({
  params,
  searchParams,
}: LocaleParams & {
  searchParams: Promise<SearchParams>;
}) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "marketing.newsletter.confirm" });
  const token = firstValue((await searchParams).token) ?? "";
  const pending = await findPendingConfirmation(token);
  if (!pending) {
    return (
      <AuthCardMessage title={t("invalidTitle")}>
        <p>{t("invalidText", { hours: newsletter.confirmTokenTtlHours })}</p>
      </AuthCardMessage>
    );
  }
  return (
    <AuthCardPage title={t("title")} lead={pending.email}>
      <ClientMessages namespaces={["marketing"]}>
        <ConfirmSubscriptionButton token={token} />
      </ClientMessages>
    </AuthCardPage>
  );
}
