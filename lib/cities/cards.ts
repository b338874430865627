import type { CityCardData } from "@/components/cities/city-card";
import { getGuide, guideIdForCountry, type GuideRef } from "@/lib/guides/guides";
import type { City } from "./schema";

/** The guide of a city's country, for the guide dialog ('Coming Soon' when there is none). */
export function guideRefFor(country: string): GuideRef {
  const guide = getGuide(guideIdForCountry(country));
  return { countryName: guide?.countryName ?? country, fileUrl: guide?.available ? guide.fileUrl : null };
}

/** What a city card needs: the list page sends only this to the browser. */
export function toCityCard(city: City): CityCardData {
  return {
    id: city.id,
    name: city.name,
    country: city.country,
    description: city.description,
    features: city.features,
    image: city.image,
    guide: guideRefFor(city.country),
  };
}
