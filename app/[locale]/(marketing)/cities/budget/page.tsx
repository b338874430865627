import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BudgetPlanner } from "@/components/cities/budget-planner";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PageHeader } from "@/components/layout/page-header";
import { citiesIn } from "@/lib/cities";
import { budgetCities } from "@/lib/cities/budget/cities";
import { parseBudgetQuery } from "@/lib/cities/budget/query";
import type { SearchParams } from "@/lib/http/search-params";
import { Link } from "@/lib/i18n/navigation";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/alternates";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "cities.budget.meta" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: pageAlternates("/cities/budget", locale),
  };
}

/** A monthly budget per city for the visitor's choices (lib/cities/budget): the choices live in the URL. */
export default async function CityBudgetPage({
  params,
  searchParams,
}: LocaleParams & { searchParams: Promise<SearchParams> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "cities.budget" });
  const cities = budgetCities(citiesIn(locale));
  const choices = parseBudgetQuery(
    await searchParams,
    cities.map((city) => city.id),
  );
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 pb-16 sm:px-6">
        <ClientMessages namespaces={["cities.budget"]}>
          <BudgetPlanner cities={cities} initialChoices={choices} />
        </ClientMessages>
        <p>
          <Link
            href="/cities"
            className="inline-flex items-center gap-2 font-semibold text-primary hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {t("allCities")}
          </Link>
        </p>
      </div>
    </>
  );
}
