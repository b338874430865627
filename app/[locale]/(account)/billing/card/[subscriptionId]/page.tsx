import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { CardUpdateForm } from "@/components/billing/card-update-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Button } from "@/components/ui/button";
import { requirePageUser } from "@/lib/auth/page-guards";
import { billingDate } from "@/lib/billing/dates";
import { graceEndsAt } from "@/lib/billing/grace";
import { planName } from "@/lib/billing/plan-text";
import { renewalPrice } from "@/lib/billing/pricing";
import { findOwnSubscription } from "@/lib/billing/subscriptions";
import { formatMoney } from "@/lib/i18n/format";
import { Link } from "@/lib/i18n/navigation";
import { metadataLocale, pageLocale } from "@/lib/i18n/server";

type Params = { params: Promise<{ locale: string; subscriptionId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "dunning.page" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * 'Fix your card' (the banner's and the dunning emails' link): the owner's plan only, anyone else's
 * id is 'not found'. A past-due plan's charge is retried on the new card at once; an active or
 * paused plan just gets the new card for its next renewal.
 */
export default async function CardUpdatePage({ params }: Params) {
  const locale = await pageLocale(params);
  const t = await getTranslations("dunning.page");
  const { subscriptionId } = await params;
  const user = await requirePageUser(`/billing/card/${encodeURIComponent(subscriptionId)}`);
  const subscription = await findOwnSubscription(user.id, subscriptionId);
  if (!subscription) notFound();
  const plan = await planName(subscription.plan, locale);
  const pastDue = subscription.status === "past_due";
  const renewing = pastDue || subscription.status === "active" || subscription.status === "paused";
  const next = renewalPrice(subscription);
  const amount = formatMoney(next.amountCents, locale, next.currency);
  const card = subscription.cardLastFour ? t("onFile", { lastFour: subscription.cardLastFour }) : t("noCard");
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        {renewing ? (
          <p className={pastDue ? "text-red-900" : "text-muted-foreground"}>
            {pastDue
              ? t("pastDue", { plan, amount, date: billingDate(graceEndsAt(subscription), locale) })
              : t("active", { plan, card, date: billingDate(subscription.currentPeriodEnd, locale) })}
          </p>
        ) : (
          <p className="text-muted-foreground">{t("notRenewing")}</p>
        )}
      </header>
      {renewing ? (
        <ClientMessages
          namespaces={["billing.card", "billing.payment", "dunning.page", "validation.billing"]}
        >
          <CardUpdateForm subscriptionId={subscriptionId} amount={pastDue ? amount : null} />
        </ClientMessages>
      ) : (
        <Button asChild className="w-fit">
          <Link href="/profile?tab=subscription">{t("back")}</Link>
        </Button>
      )}
    </div>
  );
}
