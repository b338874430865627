import { PauseCircle } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { grantsAccess } from "@/lib/billing/access";
import { billingShortDate } from "@/lib/billing/dates";
import { renewalPrice } from "@/lib/billing/pricing";
import { formatMoney } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { PausePlanDialog, type PausablePlan } from "./pause-plan-dialog";
import { ResumeFromPauseButton } from "./resume-from-pause-button";

type Row = Parameters<typeof grantsAccess>[0] & {
  billingProviderId: string | null;
  resumesAt: Date | null;
  plan: { priceCents: number; currency: string };
  scheduledPlan?: { priceCents: number; currency: string } | null;
};

/** What the pause dialog needs, for a plan that can be paused now (active, or past due in its grace). */
function pausable(s: Row, planName: string, locale: Locale, now: Date): PausablePlan | null {
  if (!s.billingProviderId) return null;
  if (s.status !== "active" && !(s.status === "past_due" && grantsAccess(s, now))) return null;
  const { amountCents, currency } = renewalPrice(s);
  return {
    subscriptionId: s.billingProviderId,
    planName,
    status: s.status,
    currentPeriodEnd: s.currentPeriodEnd.toISOString(),
    price: formatMoney(amountCents, locale, currency),
  };
}

/** The subscription card's pause control: 'Pause' on a pausable plan, 'Resume now' on a paused one. */
export async function PauseAction({
  subscription: s,
  planName,
  now,
}: {
  subscription: Row;
  planName: string;
  now: Date;
}) {
  const locale = (await getLocale()) as Locale;
  const plan = pausable(s, planName, locale, now);
  if (s.status === "paused" && s.billingProviderId)
    return (
      <ClientMessages namespaces={["pause"]}>
        <ResumeFromPauseButton subscriptionId={s.billingProviderId} planName={planName} />
      </ClientMessages>
    );
  if (!plan) return null;
  return (
    <ClientMessages namespaces={["pause"]}>
      <PausePlanDialog plan={plan} />
    </ClientMessages>
  );
}

/** A paused card's state line: "Paused — resumes DATE", and what that means until then. */
export async function PausedNote({ subscription: s, now }: { subscription: Row; now: Date }) {
  const [locale, t] = [(await getLocale()) as Locale, await getTranslations("pause.ui")];
  const date = (d: Date) => billingShortDate(d, locale);
  return (
    <span className="grid gap-0.5">
      <span className="flex items-center gap-1.5 font-medium">
        <PauseCircle className="size-4 shrink-0" aria-hidden />
        {s.resumesAt ? t("pausedUntil", { date: date(s.resumesAt) }) : t("pause")}
      </span>
      <span>
        {grantsAccess(s, now) ? t("pausedNote", { date: date(s.currentPeriodEnd) }) : t("pausedNoAccess")}
      </span>
    </span>
  );
}

/** The cancellation page's retention offer: pause instead of cancelling, when the plan can be paused. */
export async function PauseInsteadOffer({
  subscription: s,
  planName,
}: {
  subscription: Row;
  planName: string;
}) {
  const [locale, t] = [(await getLocale()) as Locale, await getTranslations("pause.ui")];
  const plan = pausable(s, planName, locale, new Date());
  if (!plan) return null;
  return (
    <section aria-labelledby="pause-instead" className="grid gap-3 rounded-xl border bg-primary-soft p-5">
      <h2 id="pause-instead" className="font-semibold">
        {t("insteadTitle")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("insteadText")}</p>
      <ClientMessages namespaces={["pause"]}>
        <PausePlanDialog plan={plan} variant="instead" />
      </ClientMessages>
    </section>
  );
}
