import { CreditCard } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { grantsAccess, statusBadge } from "@/lib/billing/access";
import { billingShortDate } from "@/lib/billing/dates";
import { fixCardPath } from "@/lib/billing/dunning/fix-card-path";
import { planWords } from "@/lib/billing/plan-text";
import type { listUserSubscriptions } from "@/lib/billing/subscriptions";
import { formatMoney } from "@/lib/i18n/format";
import { PauseAction, PausedNote } from "./pause-action";
import { ResumePlanButton } from "./resume-plan-button";

type Subscriptions = Awaited<ReturnType<typeof listUserSubscriptions>>;

/** The profile's Subscription tab: each subscription and its renewal (the receipts: BillingHistory). */
export async function SubscriptionList({
  subscriptions,
  now = new Date(),
}: {
  subscriptions: Subscriptions;
  now?: Date;
}) {
  const locale = await getLocale();
  const [t, words, tChange, dunning] = await Promise.all([
    getTranslations("billing.subscriptions"),
    planWords(locale),
    getTranslations("planChange.entry"),
    getTranslations("dunning.banner"),
  ]);
  const date = (d: Date) => billingShortDate(d, locale);
  if (!subscriptions.length) {
    return (
      <div className="grid justify-items-center gap-3 py-6 text-center">
        <CreditCard className="size-8 text-muted-foreground" aria-hidden />
        <p className="font-medium">{t("emptyTitle")}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{t("emptyText")}</p>
        <Button asChild>
          <Link href="/subscription">{t("viewPlans")}</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-4">
      {subscriptions.map((s) => {
        const { state, tone } = statusBadge(s, now);
        const badge = t(`states.${state}`);
        const name = words.name(s.plan);
        const renewing = s.status === "active";
        const cancellable =
          s.status === "active" || s.status === "paused" || (s.status === "past_due" && grantsAccess(s, now));
        const resumable = s.status === "canceled" && grantsAccess(s, now);
        return (
          <li key={s.id} className="grid gap-4 rounded-xl border p-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="flex items-center gap-2 text-lg font-semibold">
                  {name} <Badge variant={tone}>{badge}</Badge>
                </p>
                <p className="text-sm text-muted-foreground">
                  {t("price", {
                    price: formatMoney(s.plan.priceCents, locale, s.plan.currency),
                    days: s.plan.intervalDays,
                  })}
                  {s.cardLastFour
                    ? ` · ${(s.cardBrand ?? t("card")).toUpperCase()} •••• ${s.cardLastFour}`
                    : ""}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {s.status === "active" && s.audience === "member" && s.billingProviderId ? (
                  <Button asChild variant="outline" size="sm">
                    <Link
                      href={`/change-plan/${s.billingProviderId}`}
                      aria-label={tChange("label", { plan: name })}
                    >
                      {tChange("action")}
                    </Link>
                  </Button>
                ) : null}
                {s.status === "past_due" && s.billingProviderId && cancellable ? (
                  <Button asChild size="sm">
                    <Link href={fixCardPath(s.billingProviderId)}>{dunning("action")}</Link>
                  </Button>
                ) : null}
                <PauseAction subscription={s} planName={name} now={now} />
                {cancellable ? (
                  <Button asChild variant="outline" size="sm">
                    <Link href={`/cancellation-options/${s.billingProviderId}`}>{t("cancel")}</Link>
                  </Button>
                ) : resumable && s.billingProviderId ? (
                  <ClientMessages namespaces={["billing", "validation.billing"]}>
                    <ResumePlanButton subscriptionId={s.billingProviderId} planName={name} />
                  </ClientMessages>
                ) : grantsAccess(s, now) ? null : (
                  <Button asChild size="sm">
                    <Link href="/subscription">{t("resubscribe")}</Link>
                  </Button>
                )}
              </div>
            </div>
            <dl className="grid gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-muted-foreground">{t("currentPeriod")}</dt>
                <dd className="font-medium">
                  {date(s.currentPeriodStart)} – {date(s.currentPeriodEnd)}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("nextPayment")}</dt>
                <dd className="font-medium">
                  {renewing ? date(s.currentPeriodEnd) : s.resumesAt ? date(s.resumesAt) : t("none")}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("status")}</dt>
                <dd className="font-medium">{badge}</dd>
              </div>
            </dl>
            <p className="rounded-lg bg-muted px-3 py-2 text-sm">
              {renewing ? (
                t("renews", { date: date(s.currentPeriodEnd) })
              ) : s.status === "paused" ? (
                <PausedNote subscription={s} now={now} />
              ) : s.status === "past_due" ? (
                t("pastDue")
              ) : grantsAccess(s, now) ? (
                t("cancelledUntil", { date: date(s.currentPeriodEnd) })
              ) : (
                t("ended")
              )}
            </p>
            {renewing && s.scheduledPlan ? (
              <p className="rounded-lg bg-primary-soft px-3 py-2 text-sm">
                {tChange("scheduled", {
                  plan: words.name(s.scheduledPlan),
                  date: date(s.currentPeriodEnd),
                  price: formatMoney(s.scheduledPlan.priceCents, locale, s.scheduledPlan.currency),
                })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
