import { Clock, MessagesSquare, Stamp } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { CurrentPlanNotice } from "@/components/billing/current-plan-notice";
import { PlanCard } from "@/components/billing/plan-card";
import { SubscriptionRequiredNotice } from "@/components/billing/subscription-required-notice";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Button } from "@/components/ui/button";
import { getCurrentUser } from "@/lib/auth/current-user";
import { localizePlans, planName } from "@/lib/billing/plan-text";
import { listPlans } from "@/lib/billing/plans";
import { currentMemberPlan } from "@/lib/billing/subscriptions";
import { site } from "@/lib/config/site";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/alternates";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "billing.meta" });
  return {
    title: t("plansTitle"),
    description: t("plansDescription"),
    alternates: pageAlternates("/subscription", locale),
  };
}

// Plans live in the database (admins edit them): rendered per request.
export const dynamic = "force-dynamic";

const benefits = [
  { icon: Clock, key: "consultations" },
  { icon: Stamp, key: "services" },
  { icon: MessagesSquare, key: "community" },
] as const;

const faq = ["cancel", "refund", "card", "legalAdvice", "history"] as const;

export default async function SubscriptionPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations("billing.plansPage");
  const [plans, user] = await Promise.all([
    listPlans().then((p) => localizePlans(p, locale)),
    getCurrentUser(),
  ]);
  const held = user ? await currentMemberPlan(user.id) : null;
  const current = held && {
    ...held,
    planName: await planName({ code: held.planCode, name: held.planName }, locale),
  };
  const preselected = current ? undefined : (plans.find((p) => p.isPopular)?.code ?? plans[0]?.code);
  return (
    <ClientMessages namespaces={["billing", "validation.billing"]}>
      <Suspense>
        <SubscriptionRequiredNotice />
      </Suspense>
      <section className="bg-gradient-to-b from-primary-soft to-white">
        <div className="mx-auto grid max-w-4xl justify-items-center gap-4 px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20">
          <p className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-primary ring-1 ring-teal-200 ring-inset">
            {t("eyebrow")}
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t("title")}</h1>
          <p className="max-w-2xl text-lg text-pretty text-muted-foreground">{t("lead")}</p>
          <Button asChild size="lg">
            <a href="#pricing">{t("seePlans")}</a>
          </Button>
        </div>
      </section>
      <section
        aria-label={t("benefitsLabel")}
        className="mx-auto grid max-w-6xl gap-4 px-4 py-10 sm:px-6 md:grid-cols-3"
      >
        {benefits.map(({ icon: Icon, key }) => (
          <div key={key} className="flex gap-4 rounded-xl border bg-white p-5">
            <Icon className="size-6 shrink-0 text-primary" aria-hidden />
            <div>
              <h2 className="font-semibold">{t(`benefits.${key}.title`)}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{t(`benefits.${key}.text`)}</p>
            </div>
          </div>
        ))}
      </section>
      <section
        id="pricing"
        aria-labelledby="pricing-heading"
        className="mx-auto max-w-6xl scroll-mt-28 px-4 py-10 sm:px-6"
      >
        <h2 id="pricing-heading" className="mb-8 text-center text-3xl font-bold tracking-tight">
          {t("choosePlan")}
        </h2>
        {current ? <CurrentPlanNotice plan={current} /> : null}
        {plans.length ? (
          <div className="grid gap-6 md:grid-cols-3">
            {plans.map((plan) => (
              <PlanCard
                key={plan.code}
                plan={plan}
                preselected={plan.code === preselected}
                current={plan.id === current?.planId}
              />
            ))}
          </div>
        ) : (
          <p role="alert" className="text-center text-muted-foreground">
            {t("loadFailed")}
          </p>
        )}
      </section>
      <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h2 id="faq-heading" className="mb-6 text-2xl font-bold tracking-tight">
          {t("faqTitle")}
        </h2>
        <div className="grid gap-3">
          {faq.map((key) => (
            <details key={key} className="group rounded-xl border bg-white p-4 open:shadow-sm">
              <summary className="cursor-pointer list-none font-semibold marker:hidden [&::-webkit-details-marker]:hidden">
                {t(`faq.${key}.question`)}
              </summary>
              <p className="mt-2 text-sm text-muted-foreground">
                {t(`faq.${key}.answer`, { email: site.supportEmail })}
              </p>
            </details>
          ))}
        </div>
        <div className="mt-10 text-center">
          <Button asChild size="lg" variant="accent">
            <a href="#pricing">{t("choosePlan")}</a>
          </Button>
        </div>
      </section>
    </ClientMessages>
  );
}
