import argentina from "@/content/visa/argentina.json";
import bolivia from "@/content/visa/bolivia.json";
import brazil from "@/content/visa/brazil.json";
import chile from "@/content/visa/chile.json";
import colombia from "@/content/visa/colombia.json";
import costaRica from "@/content/visa/costa-rica.json";
import ecuador from "@/content/visa/ecuador.json";
import mexico from "@/content/visa/mexico.json";
import paraguay from "@/content/visa/paraguay.json";
import peru from "@/content/visa/peru.json";
import uruguay from "@/content/visa/uruguay.json";
import { countryVisaSchema, type CountryVisa, type Passage } from "./knowledge-schema";

/**
 * The visa knowledge base (content/visa/*.json), validated when the module loads. Read by the /visa
 * overview, the country guides and the visa assistant.
 */
export const visaCountries: readonly CountryVisa[] = [
  argentina,
  bolivia,
  brazil,
  chile,
  colombia,
  costaRica,
  ecuador,
  mexico,
  paraguay,
  peru,
  uruguay,
]
  .map((raw) => countryVisaSchema.parse(raw))
  .sort((a, b) => a.name.localeCompare(b.name));

const byId = new Map(visaCountries.map((country) => [country.id, country]));

export function getVisaCountry(id: string): CountryVisa | undefined {
  return byId.get(id);
}

/** Every passage with its country, for retrieval. */
export function allPassages(): Array<
  Passage & { countryId: string; countryName: string; lastReviewed: string }
> {
  return visaCountries.flatMap((country) =>
    country.passages.map((p) => ({
      ...p,
      countryId: country.id,
      countryName: country.name,
      lastReviewed: country.lastReviewed,
    })),
  );
}
