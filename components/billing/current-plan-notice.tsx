import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { billingDate } from "@/lib/billing/dates";
import type { CurrentPlan } from "@/lib/billing/subscriptions";

const keys = {
  active: "active",
  past_due: "pastDue",
  pending: "pending",
  canceled: "canceled",
  paused: "paused",
} as const;

/**
 * Above the plans, for a member who has one: which plan, and how to change it. One paid plan at a
 * time; an active plan is switched from the profile's 'Change plan' (the difference prorated).
 * `plan.planName` comes in the reader's language.
 */
export function CurrentPlanNotice({ plan }: { plan: CurrentPlan }) {
  const t = useTranslations("billing.current");
  const locale = useLocale();
  const key = keys[plan.status];
  const profile = (chunks: ReactNode) => (
    <Link href="/profile?tab=subscription" className="font-medium underline underline-offset-2">
      {chunks}
    </Link>
  );
  return (
    <Alert variant={plan.status === "past_due" ? "warning" : "info"} className="mx-auto mb-8 max-w-3xl">
      <AlertTitle>{t(`${key}.title`, { plan: plan.planName })}</AlertTitle>
      <AlertDescription>
        {t.rich(`${key}.text`, { date: billingDate(plan.until, locale), profile })}
      </AlertDescription>
    </Alert>
  );
}
