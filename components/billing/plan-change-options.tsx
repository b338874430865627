import { getLocale, getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { billingDate } from "@/lib/billing/dates";
import type { planChangeOptions } from "@/lib/billing/plan-change/change";
import { planWords } from "@/lib/billing/plan-text";
import { formatMoney } from "@/lib/i18n/format";
import { PlanChangeConfirm } from "./plan-change-confirm";

type Options = Awaited<ReturnType<typeof planChangeOptions>>;

/**
 * 'Change plan': every other plan with exactly what switching costs today and from when, then the
 * confirm step. A scheduled downgrade can be cancelled by keeping the current plan.
 */
export async function PlanChangeOptions({ subscription, options }: Options) {
  const locale = await getLocale();
  const [t, words] = await Promise.all([getTranslations("planChange"), planWords(locale)]);
  const money = (cents: number, currency = subscription.plan.currency) =>
    formatMoney(cents, locale, currency);
  const current = words.name(subscription.plan);
  const paidUntil = billingDate(subscription.currentPeriodEnd, locale);
  const card = subscription.cardLastFour
    ? `${(subscription.cardBrand ?? "card").toUpperCase()} •••• ${subscription.cardLastFour}`
    : null;
  const id = subscription.billingProviderId!;
  const scheduled = options.find((o) => o.scheduled);

  return (
    <ClientMessages namespaces={["planChange.confirm", "planChange.result"]}>
      <section className="grid gap-4" aria-labelledby="plan-change-current">
        <div className="grid gap-1 rounded-xl border bg-white p-5">
          <p id="plan-change-current" className="flex items-center gap-2 text-lg font-semibold">
            {current} <Badge variant="muted">{t("page.current")}</Badge>
          </p>
          <p className="text-sm text-muted-foreground">
            {t("page.perPeriod", {
              price: money(subscription.plan.priceCents),
              days: subscription.plan.intervalDays,
            })}
          </p>
        </div>
        {scheduled ? (
          <Alert
            variant="info"
            className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <AlertDescription>
              {t("page.scheduledNotice", {
                plan: words.name(scheduled.plan),
                date: paidUntil,
                price: money(scheduled.plan.priceCents, scheduled.plan.currency),
              })}
            </AlertDescription>
            <PlanChangeConfirm
              subscriptionId={id}
              planCode={subscription.plan.code}
              chargeCents={0}
              variant="outline"
              trigger={t("page.keepCurrent", { plan: current })}
              title={t("page.keepCurrent", { plan: current })}
              preview={t("page.keepPreview", {
                plan: current,
                date: paidUntil,
                price: money(subscription.plan.priceCents),
                scheduled: words.name(scheduled.plan),
              })}
              action={t("confirm.keep", { plan: current })}
              done={{
                title: t("result.keptTitle", { plan: current }),
                text: t("result.keptText", { plan: current, date: paidUntil }),
              }}
            />
          </Alert>
        ) : null}
      </section>
      {options.length ? (
        <ul className="grid gap-4" aria-label={t("page.title")}>
          {options.map(({ plan, proration, scheduled: isScheduled }) => {
            const name = words.name(plan);
            const price = money(plan.priceCents, plan.currency);
            const upgrade = proration.kind === "upgrade";
            const date = billingDate(
              upgrade ? proration.newPeriodEnd : subscription.currentPeriodEnd,
              locale,
            );
            const charge = money(proration.chargeCents, plan.currency);
            const preview = upgrade
              ? t("page.upgradePreview", {
                  charge,
                  plan: name,
                  price,
                  credit: money(proration.creditCents),
                  days: proration.daysLeft,
                  current,
                  date,
                })
              : t(isScheduled ? "page.scheduledPreview" : "page.downgradePreview", {
                  plan: name,
                  date,
                  price,
                });
            return (
              <li
                key={plan.id}
                className="grid gap-4 rounded-xl border bg-white p-5 sm:grid-cols-[1fr_auto] sm:items-center"
                aria-label={name}
              >
                <div className="grid gap-2">
                  <p className="flex flex-wrap items-center gap-2 text-lg font-semibold">
                    {name}
                    <Badge variant={upgrade ? "default" : "muted"}>
                      {isScheduled ? t("page.scheduled") : upgrade ? t("page.upgrade") : t("page.downgrade")}
                    </Badge>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {t("page.perPeriod", { price, days: plan.intervalDays })}
                  </p>
                  <p className="rounded-lg bg-muted px-3 py-2 text-sm" data-testid="plan-change-preview">
                    {preview}
                  </p>
                </div>
                {isScheduled ? null : (
                  <PlanChangeConfirm
                    subscriptionId={id}
                    planCode={plan.code}
                    chargeCents={proration.chargeCents}
                    trigger={t("page.choose", { plan: name })}
                    title={t("confirm.title", { plan: name })}
                    preview={upgrade && card ? `${preview} ${t("confirm.card", { card })}` : preview}
                    action={upgrade ? t("confirm.pay", { charge }) : t("confirm.schedule", { date })}
                    done={
                      upgrade
                        ? {
                            title: t("result.upgradedTitle", { plan: name }),
                            text: t("result.upgradedText", { charge, date, price }),
                          }
                        : {
                            title: t("result.scheduledTitle", { date }),
                            text: t("result.scheduledText", { current, plan: name, date, price }),
                          }
                    }
                  />
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-muted-foreground">{t("page.noOthers")}</p>
      )}
    </ClientMessages>
  );
}
