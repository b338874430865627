import { Clock, MessagesSquare, Stamp } from "lucide-react";
import type { Metadata } from "next";
import { Suspense } from "react";
import { CurrentPlanNotice } from "@/components/billing/current-plan-notice";
import { PlanCard } from "@/components/billing/plan-card";
import { SubscriptionRequiredNotice } from "@/components/billing/subscription-required-notice";
import { Button } from "@/components/ui/button";
import { getCurrentUser } from "@/lib/auth/current-user";
import { listPlans } from "@/lib/billing/plans";
import { currentMemberPlan } from "@/lib/billing/subscriptions";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata: Metadata = {
  title: "Plans",
  description:
    "Latitud premium: unlimited visa consultations, premium visa services and the members' community chat. Monthly, quarterly or annual; cancel any time.",
  alternates: { canonical: "/subscription" },
};

// Plans live in the database (admins edit them): rendered per request.
export const dynamic = "force-dynamic";

const benefits = [
  {
    icon: Clock,
    title: "24/7 consultations",
    text: "Ask the visa team as many questions as you like, any time, in any time zone.",
  },
  {
    icon: Stamp,
    title: "Premium visa services",
    text: "Document checklists for each nomad visa and introductions to immigration lawyers.",
  },
  {
    icon: MessagesSquare,
    title: "Exclusive community access",
    text: "The members' chat, with a room for every city we cover.",
  },
];

const faq = [
  [
    "Can I cancel any time?",
    "Yes. Cancel from your profile in two clicks. You keep premium access until the end of the period you paid for, and we never charge you again.",
  ],
  [
    "Is there a refund?",
    "New subscribers have a 30-day money-back guarantee. Write to support@latitud.app and we answer within 24 hours.",
  ],
  [
    "How is my card handled?",
    "Your card number and CVV are encrypted in your browser and go straight to our card provider. Latitud never sees or stores them.",
  ],
  [
    "Is the visa chat legal advice?",
    "No. It gives general information with links to the official sources. For your own case, premium members can be introduced to vetted immigration lawyers.",
  ],
  [
    "What happens to my chat history if I cancel?",
    "It is kept for 12 months, so it is there if you come back, and then deleted.",
  ],
];

export default async function SubscriptionPage({ params }: LocaleParams) {
  await pageLocale(params);
  const [plans, user] = await Promise.all([listPlans(), getCurrentUser()]);
  const current = user ? await currentMemberPlan(user.id) : null;
  const preselected = current ? undefined : (plans.find((p) => p.isPopular)?.code ?? plans[0]?.code);
  return (
    <>
      <Suspense>
        <SubscriptionRequiredNotice />
      </Suspense>
      <section className="bg-gradient-to-b from-primary-soft to-white">
        <div className="mx-auto grid max-w-4xl justify-items-center gap-4 px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20">
          <p className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-primary ring-1 ring-teal-200 ring-inset">
            Latitud premium
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Move with the visa team behind you
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-muted-foreground">
            Unlimited answers about visas and stays, premium visa services and a community of nomads in every
            city we cover.
          </p>
          <Button asChild size="lg">
            <a href="#pricing">See the plans</a>
          </Button>
        </div>
      </section>
      <section
        aria-label="Benefits"
        className="mx-auto grid max-w-6xl gap-4 px-4 py-10 sm:px-6 md:grid-cols-3"
      >
        {benefits.map(({ icon: Icon, title, text }) => (
          <div key={title} className="flex gap-4 rounded-xl border bg-white p-5">
            <Icon className="size-6 shrink-0 text-primary" aria-hidden />
            <div>
              <h2 className="font-semibold">{title}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
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
          Choose your plan
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
            Failed to load subscription plans. Please try again later.
          </p>
        )}
      </section>
      <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h2 id="faq-heading" className="mb-6 text-2xl font-bold tracking-tight">
          Questions
        </h2>
        <div className="grid gap-3">
          {faq.map(([question, answer]) => (
            <details key={question} className="group rounded-xl border bg-white p-4 open:shadow-sm">
              <summary className="cursor-pointer list-none font-semibold marker:hidden [&::-webkit-details-marker]:hidden">
                {question}
              </summary>
              <p className="mt-2 text-sm text-muted-foreground">{answer}</p>
            </details>
          ))}
        </div>
        <div className="mt-10 text-center">
          <Button asChild size="lg" variant="accent">
            <a href="#pricing">Choose your plan</a>
          </Button>
        </div>
      </section>
    </>
  );
}
