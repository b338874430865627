import { ArrowRight, BriefcaseBusiness, CalendarHeart, MessagesSquare, Sparkles } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { WaitlistForm } from "@/components/waitlist/waitlist-form";
import { Button } from "@/components/ui/button";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/alternates";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "marketing.comingSoon.meta" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: pageAlternates("/coming-soon", locale),
  };
}

/**
 * What the placeholders of the site (Services, Blog, Events, Forum) lead to: nothing here has a
 * date yet, so none is promised.
 */
const upcoming = [
  { icon: BriefcaseBusiness, key: "relocation" },
  { icon: CalendarHeart, key: "events" },
  { icon: MessagesSquare, key: "forum" },
] as const;

export default async function ComingSoonPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "marketing.comingSoon" });
  return (
    <div className="bg-gradient-to-b from-primary-soft to-white">
      <div className="mx-auto grid max-w-5xl items-start gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
        <div className="grid gap-5">
          <p className="w-fit rounded-full bg-white px-3 py-1 text-xs font-semibold text-primary ring-1 ring-teal-200 ring-inset">
            {t("badge")}
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{t("title")}</h1>
          <p className="text-pretty text-muted-foreground">{t("lead")}</p>
          <ul className="grid gap-3">
            {upcoming.map(({ icon: Icon, key }) => (
              <li key={key} className="flex gap-3 text-slate-700">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                {t(`items.${key}`)}
              </li>
            ))}
          </ul>
          <section
            aria-labelledby="premium-open"
            className="grid gap-2 rounded-xl border border-teal-200 bg-white p-4"
          >
            <h2 id="premium-open" className="flex items-center gap-2 font-semibold">
              <Sparkles className="size-4 text-primary" aria-hidden /> {t("premium.title")}
            </h2>
            <p className="text-sm text-muted-foreground">{t("premium.text")}</p>
            <Button asChild size="sm" className="w-fit">
              <Link href="/subscription">
                {t("premium.cta")} <ArrowRight aria-hidden />
              </Link>
            </Button>
          </section>
        </div>
        <div className="rounded-2xl border bg-white p-6 shadow-sm sm:p-8">
          <h2 className="text-xl font-semibold">{t("waitlist.title")}</h2>
          <p className="mt-1 mb-5 text-sm text-muted-foreground">{t("waitlist.text")}</p>
          <ClientMessages namespaces={["marketing", "validation.waitlist"]}>
            <WaitlistForm />
          </ClientMessages>
        </div>
      </div>
    </div>
  );
}
