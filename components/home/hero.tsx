import { ArrowRight, MessageCircleQuestion } from "lucide-react";
import { useTranslations } from "next-intl";
import { IntentLink } from "@/components/layout/intent-link";
import { Button } from "@/components/ui/button";
import { StaticImage } from "@/components/ui/static-image";

const stats = [
  { value: "8", label: "cities" },
  { value: "11", label: "visaRules" },
  { value: "9", label: "guides" },
] as const;

export function Hero() {
  const t = useTranslations("home.hero");
  const site = useTranslations("layout.site");
  return (
    <section className="hero-backdrop relative overflow-hidden">
      <div className="relative mx-auto grid max-w-7xl items-center gap-8 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-24">
        <div className="grid max-w-3xl gap-5">
          <p className="w-fit rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-primary ring-1 ring-teal-200 ring-inset">
            {t("badge")}
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            {site("tagline")}
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-slate-700">{t("lead")}</p>
          {/* Stacked, full width on phones: a button still arriving never starts beside the first
              and then wraps below it. */}
          <div className="grid gap-3 sm:flex sm:flex-wrap">
            <Button asChild size="lg">
              <IntentLink href="/cities">
                {t("exploreCities")} <ArrowRight aria-hidden />
              </IntentLink>
            </Button>
            <Button asChild size="lg" variant="outline" className="bg-white">
              {/* A jump within this page: a Link would prefetch the page the visitor is already on. */}
              <a href="#visa-chat">
                <MessageCircleQuestion aria-hidden /> {t("askVisaQuestion")}
              </a>
            </Button>
          </div>
        </div>
        <div className="relative hidden aspect-[4/3] overflow-hidden rounded-3xl shadow-xl ring-1 ring-slate-900/5 lg:row-span-2 lg:block">
          <StaticImage
            src="/images/cities/medellin-colombia/hero.webp"
            alt={t("imageAlt")}
            fill
            sizes="40vw"
            className="object-cover"
          />
        </div>
        <dl className="grid max-w-xl grid-cols-3 gap-4">
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-xl bg-white/80 p-4 ring-1 ring-slate-200 ring-inset">
              <dt className="text-xs text-muted-foreground sm:text-sm">{t(`stats.${stat.label}`)}</dt>
              <dd className="order-first text-2xl font-bold text-slate-900 sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
