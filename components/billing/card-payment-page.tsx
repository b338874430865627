"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { toast } from "@/components/ui/toast";
import type { PlanView } from "@/lib/billing/plans";
import { selectedPlanKey } from "@/lib/config/site";
import { formatMoney } from "@/lib/i18n/format";
import { CardPaymentForm } from "./card-payment-form";

const noSubscribe = () => () => {};
const storedPlan = () => {
  try {
    return sessionStorage.getItem(selectedPlanKey) ?? "";
  } catch {
    return "";
  }
};

/**
 * Needs a plan code chosen earlier on /subscription; without one, back to the plans with a toast.
 * `plans` come in the reader's language.
 */
export function CardPaymentPage({ plans }: { plans: PlanView[] }) {
  const t = useTranslations("billing");
  const locale = useLocale();
  const router = useRouter();
  const code = useSyncExternalStore(noSubscribe, storedPlan, () => null);
  const plan = code ? plans.find((p) => p.code === code) : undefined;

  useEffect(() => {
    if (code === null || plan) return;
    toast.error(t("cardPayment.noPlan"), { description: t("cardPayment.choosePlanFirst") });
    router.replace("/subscription");
  }, [code, plan, router, t]);

  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("cardPayment.title")}</h1>
      {plan ? (
        <>
          <div className="rounded-xl border bg-white p-5">
            <p className="font-semibold">{plan.name}</p>
            <p className="text-sm text-muted-foreground">
              {t("cardPayment.price", {
                price: formatMoney(plan.priceCents, locale, plan.currency),
                period: t(`periods.${plan.period}.adjective`),
                days: plan.intervalDays,
              })}
            </p>
          </div>
          <CardPaymentForm planCode={plan.code} planName={plan.name} />
        </>
      ) : (
        <p className="text-muted-foreground" role="status">
          {t("cardPayment.loading")}
        </p>
      )}
    </div>
  );
}
