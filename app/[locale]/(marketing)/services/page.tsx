import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { BriefcaseBusiness, FileCheck2, Home, Landmark } from "lucide-react";
import { Button } from "@/components/ui/button";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/alternates";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "marketing.services" });
  return {
    title: t("title"),
    description: t("metaDescription"),
    alternates: pageAlternates("/services", locale),
  };
}

const upcoming = [
  { icon: FileCheck2, key: "visaPaperwork" },
  { icon: Home, key: "housing" },
  { icon: Landmark, key: "banking" },
  { icon: BriefcaseBusiness, key: "coworking" },
] as const;

export default async function ServicesPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "marketing.services" });
  return (
    <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
      <div className="mx-auto grid max-w-2xl gap-4 text-center">
        <p className="mx-auto rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-foreground ring-1 ring-amber-200 ring-inset">
          {t("badge")}
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{t("title")}</h1>
        <p className="text-lg text-pretty text-muted-foreground">{t("lead")}</p>
      </div>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2">
        {upcoming.map(({ icon: Icon, key }) => (
          <li key={key} className="flex gap-4 rounded-xl border bg-white p-5 shadow-sm">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <h2 className="font-semibold">{t(`items.${key}.title`)}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{t(`items.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/coming-soon">{t("joinWaitlist")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/cities">{t("exploreCities")}</Link>
        </Button>
      </div>
    </div>
  );
}
