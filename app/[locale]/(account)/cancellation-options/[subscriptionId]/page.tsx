import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { CancellationForm } from "@/components/billing/cancellation-form";
import { PauseInsteadOffer } from "@/components/billing/pause-action";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Button } from "@/components/ui/button";
import { requirePageUser } from "@/lib/auth/page-guards";
import { billingDate } from "@/lib/billing/dates";
import { planName } from "@/lib/billing/plan-text";
import { findOwnSubscription } from "@/lib/billing/subscriptions";
import { metadataLocale, pageLocale } from "@/lib/i18n/server";

type Params = { params: Promise<{ locale: string; subscriptionId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "billing.meta" });
  return { title: t("cancel"), robots: { index: false } };
}

/** Only the owner's own subscription: anyone else's id is 'not found'. */
export default async function CancellationPage({ params }: Params) {
  const locale = await pageLocale(params);
  const t = await getTranslations("billing.cancel");
  const { subscriptionId } = await params;
  const user = await requirePageUser(`/cancellation-options/${encodeURIComponent(subscriptionId)}`);
  const subscription = await findOwnSubscription(user.id, subscriptionId);
  if (!subscription) notFound();
  const alreadyCancelled = subscription.status === "canceled" || subscription.status === "expired";
  const plan = await planName(subscription.plan, locale);
  const date = billingDate(subscription.currentPeriodEnd, locale);
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12 sm:px-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">
          {t(alreadyCancelled ? "alreadyCancelled" : "ifYouCancel", { plan, date })}
        </p>
      </header>
      {alreadyCancelled ? (
        <Button asChild className="w-fit">
          <Link href="/profile?tab=subscription">{t("backToProfile")}</Link>
        </Button>
      ) : (
        <>
          <PauseInsteadOffer subscription={subscription} planName={plan} />
          <ClientMessages namespaces={["billing", "validation.billing"]}>
            <CancellationForm subscriptionId={subscriptionId} planName={plan} />
          </ClientMessages>
        </>
      )}
    </div>
  );
}
