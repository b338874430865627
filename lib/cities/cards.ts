import { getGuide, guideIdForCountry, type GuideRef } from "@/lib/guides/guides";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { englishCountryName } from "./country-names";
import type { City } from "./schema";

/** What a city card needs: the list page sends only this to the browser. */
export type CityCardData = {
  id: string;
  name: string;
  country: string;
  description: string;
  features: string[];
  image: { src: string; alt: string; width: number; height: number };
  guide: GuideRef;
};

/**
 * The guide of a city's country in `locale` (its PDF in that language), for the guide dialog ('Coming
 * Soon' when there is none). The country may be given in any language the cities are written in
 * ("Brasil" finds the Brazil guide); the dialog names it as given.
 */
export function guideRefFor(country: string, locale: Locale = defaultLocale): GuideRef {
  const guide = getGuide(guideIdForCountry(englishCountryName(country)), locale);
  return { countryName: country, fileUrl: guide?.available ? guide.fileUrl : null };
}

/** A city (in `locale`) as its card shows it. */
export function toCityCard(city: City, locale: Locale = defaultLocale): CityCardData {
  return {
    id: city.id,
    name: city.name,
    country: city.country,
    description: city.description,
    features: city.features,
    image: city.image,
    guide: guideRefFor(city.country, locale),
  };
}
