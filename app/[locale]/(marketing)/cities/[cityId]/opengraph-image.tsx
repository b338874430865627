import { getTranslations } from "next-intl/server";
import { cities, getCity } from "@/lib/cities";
import { metricsFor } from "@/lib/cities/numbers/metrics";
import { formatAmountRange, formatSpeed } from "@/lib/i18n/format";
import { metadataLocale } from "@/lib/i18n/server";
import { ogCard, ogSize } from "@/lib/seo/og-card";

type Params = Promise<{ locale: string; cityId: string }>;

export function generateStaticParams() {
  return cities.map((city) => ({ cityId: city.id }));
}

/** One card per city and language, described in that language (its alt text). */
export async function generateImageMetadata({ params }: { params: Params }) {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "cities.og" });
  return [{ id: "card", alt: t("alt"), size: ogSize, contentType: "image/png" }];
}

/** A generated social card per city. */
export default async function Image({ params }: { params: Params }) {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "cities.og" });
  const city = getCity((await params).cityId, locale);
  if (!city)
    return ogCard({ eyebrow: "Latitud", title: t("fallback.title"), subtitle: t("fallback.subtitle") });
  // The card's figures are the page's: the budget total and fixed internet, when known.
  const n = await getTranslations({ locale, namespace: "cities.numbers" });
  const metrics = metricsFor(city.id);
  const facts = [
    metrics?.total
      ? n("perMonth", { amount: formatAmountRange(metrics.total.low, metrics.total.high, locale, "USD") })
      : null,
    metrics?.fixedMbps ? n("internetFixed", { speed: formatSpeed(metrics.fixedMbps, locale) }) : null,
    metrics?.advisory ? n("advisory", { level: metrics.advisory }) : null,
  ].filter((fact): fact is string => fact !== null);
  return ogCard({
    eyebrow: t("eyebrow", { country: city.country }),
    title: city.name,
    subtitle: city.description.length > 110 ? `${city.description.slice(0, 107)}...` : city.description,
    facts: facts.length ? facts : city.features.slice(0, 3),
  });
}
