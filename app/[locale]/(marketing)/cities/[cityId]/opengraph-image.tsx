import { getTranslations } from "next-intl/server";
import { cities, getCity } from "@/lib/cities";
import { formatNumber } from "@/lib/i18n/format";
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
  return ogCard({
    eyebrow: t("eyebrow", { country: city.country }),
    title: city.name,
    subtitle: city.description.length > 110 ? `${city.description.slice(0, 107)}...` : city.description,
    facts: city.features.slice(0, 3),
  });
}
