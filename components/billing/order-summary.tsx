import { Check } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import type { PlanView } from "@/lib/billing/plans";
import { formatMoney } from "@/lib/i18n/format";

/** The order summary of the checkout (the plan's words already in the reader's language). */
export function OrderSummary({ plan }: { plan: PlanView }) {
  const t = useTranslations("billing");
  const locale = useLocale();
  const link = (href: string) =>
    function TextLink(chunks: ReactNode) {
      return (
        <Link href={href} className="underline">
          {chunks}
        </Link>
      );
    };
  return (
    <section
      aria-labelledby="summary-heading"
      className="grid gap-4 rounded-2xl border bg-white p-6 shadow-sm"
    >
      <h2 id="summary-heading" className="text-lg font-semibold">
        {t("summary.title")}
      </h2>
      <dl className="grid gap-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t("summary.plan")}</dt>
          <dd className="font-medium">{plan.name}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t("summary.billing")}</dt>
          <dd className="font-medium">{t(`periods.${plan.period}.label`)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t("summary.renews")}</dt>
          <dd className="font-medium">{t("summary.every", { days: plan.intervalDays })}</dd>
        </div>
      </dl>
      <ul className="grid gap-1.5 border-t pt-4 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> {feature}
          </li>
        ))}
      </ul>
      <div className="flex items-baseline justify-between border-t pt-4">
        <span className="font-semibold">{t("summary.total")}</span>
        <span className="text-2xl font-bold">{formatMoney(plan.priceCents, locale, plan.currency)}</span>
      </div>
      <p className="text-xs text-muted-foreground">
        {t.rich("summary.terms", {
          charge: t(`periods.${plan.period}.charge`),
          terms: link("/terms-of-service"),
          policy: link("/cancellation-policy"),
        })}
      </p>
    </section>
  );
}
