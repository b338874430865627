import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CompareTable } from "@/components/cities/compare/compare-table";
import { ComparePicker } from "@/components/cities/compare/compare-picker";
import { PageHeader } from "@/components/layout/page-header";
import { citiesIn, getCity } from "@/lib/cities";
import { comparedCityIds } from "@/lib/cities/compare";
import { cityNumbers } from "@/lib/cities/numbers/records";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/alternates";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "cities.compare.meta" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: pageAlternates("/cities/compare", locale),
  };
}

/** Up to three cities side by side (?c=a,b,c), every figure with its source. */
export default async function ComparePage({
  params,
  searchParams,
}: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "cities.compare" });
  const ids = comparedCityIds(await searchParams);
  const compared = ids.flatMap((id) => {
    const city = getCity(id, locale);
    return city ? [{ city, numbers: cityNumbers.get(id) }] : [];
  });
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 sm:px-6">
        <ComparePicker cities={citiesIn(locale)} chosen={ids} />
        {compared.length ? (
          <CompareTable compared={compared} />
        ) : (
          <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
            {t("empty")}
          </p>
        )}
      </div>
    </>
  );
}
