import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PageHeader } from "@/components/layout/page-header";
import { StayPlanner, type StayFactIds } from "@/components/visa/stays/stay-planner";
import { passports } from "@/lib/guides/entry";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/alternates";
import type { Fact } from "@/lib/visa/facts/schema";
import { stayCountries } from "@/lib/visa/stays/countries";
import { stayFacts } from "@/lib/visa/stays/facts";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "stays.meta" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: pageAlternates("/visa/stays", locale),
  };
}

/**
 * The stay and tax-day planner. Static: the records its rules come from are sent once (each record
 * once, with per passport and country the ids it uses); whether the visitor is a member is asked by
 * the planner in the browser.
 */
export default async function StaysPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "stays" });
  const facts: Record<string, Fact> = {};
  const factIds = Object.fromEntries(
    passports.map((passport) => [
      passport,
      Object.fromEntries(
        stayCountries.map((country) => {
          const found = stayFacts(country, passport);
          const ids = Object.fromEntries(
            Object.entries(found).flatMap(([key, fact]) => {
              if (!fact) return [];
              facts[fact.id] = fact;
              return [[key, fact.id]];
            }),
          );
          return [country, ids];
        }),
      ),
    ]),
  ) as StayFactIds;

  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        <ClientMessages namespaces={["stays", "visa.facts", "validation.stays"]}>
          <StayPlanner facts={facts} factIds={factIds} />
        </ClientMessages>
        <p className="mt-10 text-center text-sm text-muted-foreground">{t("disclaimer")}</p>
      </div>
    </>
  );
}
