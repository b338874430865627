import { Check } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { savingsPercent } from "@/lib/billing/pricing";
import type { PlanView } from "@/lib/billing/plans";
import { formatMoney } from "@/lib/i18n/format";
import { cn } from "@/lib/utils/cn";
import { ChoosePlanButton } from "./choose-plan-button";

/**
 * A plan (its words already in the reader's language): name, price per period, description,
 * features, 'Most Popular' and 'Save N%'. The member's own plan (`current`) is marked 'Your plan'
 * and leads to its management instead.
 */
export function PlanCard({
  plan,
  preselected,
  current = false,
}: {
  plan: PlanView;
  preselected: boolean;
  current?: boolean;
}) {
  const t = useTranslations("billing");
  const locale = useLocale();
  const savings = savingsPercent(plan.priceCents, plan.intervalDays);
  const period = t(`periods.${plan.period}.adjective`);
  return (
    <article
      aria-labelledby={`plan-${plan.code}`}
      className={cn(
        "relative flex flex-col gap-5 rounded-2xl border bg-white p-6 shadow-sm",
        (current || preselected) && "border-primary ring-2 ring-primary",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`plan-${plan.code}`} className="text-xl font-bold">
          {plan.name}
        </h3>
        {current ? <Badge variant="success">{t("plan.yourPlan")}</Badge> : null}
        {plan.isPopular ? <Badge variant="solid">{t("plan.popular")}</Badge> : null}
        {savings ? <Badge variant="accent">{t("plan.save", { percent: savings })}</Badge> : null}
      </div>
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">
          {formatMoney(plan.priceCents, locale, plan.currency)}
        </span>
        <span className="text-muted-foreground">/{period}</span>
      </p>
      <p className="text-sm text-muted-foreground">
        {plan.description} {t("plan.billed", { period, days: plan.intervalDays })}
      </p>
      <ul className="grid gap-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto">
        {current ? (
          <Button asChild size="lg" variant="outline" className="w-full">
            <Link href="/profile?tab=subscription">{t("plan.manage")}</Link>
          </Button>
        ) : (
          <ChoosePlanButton code={plan.code} name={plan.name} highlighted={preselected} />
        )}
      </div>
    </article>
  );
}
