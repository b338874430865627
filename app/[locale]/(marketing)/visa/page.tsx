import { CalendarDays, CheckCircle2, ListChecks, MessageCircleQuestion, XCircle } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { PageHeader } from "@/components/layout/page-header";
import { TalkToLawyerButton } from "@/components/leads/talk-to-lawyer-button";
import { CountryVisaCard } from "@/components/visa/country-visa-card";
import { Button } from "@/components/ui/button";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/alternates";
import { knowledgeIn } from "@/lib/visa/knowledge";
import { factWriter } from "@/lib/visa/facts/figures";
import { countryOverview } from "@/lib/visa/facts/lines";
import { hasNomadVisa } from "@/lib/visa/facts/overview";
import { Badge } from "@/components/ui/badge";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "visa.meta" });
  return { title: t("title"), description: t("description"), alternates: pageAlternates("/visa", locale) };
}

/**
 * Visa options per country: each figure from the country's fact records (the assistant, the guides
 * and the tools read the same ones), with the official page that states it and the day it was checked.
 */
export default async function VisaPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "visa" });
  const lawyer = await getTranslations({ locale, namespace: "lawyer.request" });
  const w = await factWriter(locale);
  const countries = knowledgeIn(locale);
  const withVisa = countries.filter((c) => hasNomadVisa(c.id));
  return (
    <>
      <PageHeader
        eyebrow={t("eyebrow")}
        title={t("title")}
        lead={t("lead", { withVisa: withVisa.length, total: countries.length })}
      >
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href="/visa/eligibility">
              <ListChecks aria-hidden /> {t("page.eligibility")}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/visa/stays">
              <CalendarDays aria-hidden /> {t("page.stays")}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/?focus=chat#visa-chat">
              <MessageCircleQuestion aria-hidden /> {t("askChat")}
            </Link>
          </Button>
          <TalkToLawyerButton label={lawyer("open")} />
        </div>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-16 sm:px-6 md:grid-cols-2">
        {countries.map((country) => (
          <CountryVisaCard
            key={country.id}
            id={country.id}
            name={country.name}
            summary={country.summary}
            badge={
              hasNomadVisa(country.id) ? (
                <Badge variant="success">
                  <CheckCircle2 className="size-3" aria-hidden /> {t("nomadVisa")}
                </Badge>
              ) : (
                <Badge variant="muted">
                  <XCircle className="size-3" aria-hidden /> {t("noNomadVisa")}
                </Badge>
              )
            }
            overview={countryOverview(country.id, w, (key, values) => t(`page.${key}`, values))}
          />
        ))}
      </div>
      <p className="mx-auto max-w-3xl px-4 pb-16 text-center text-sm text-muted-foreground">
        {t("disclaimer")}
      </p>
    </>
  );
}
