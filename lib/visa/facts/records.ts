import argentina from "@/content/visa/facts/argentina.json";
import bolivia from "@/content/visa/facts/bolivia.json";
import brazil from "@/content/visa/facts/brazil.json";
import chile from "@/content/visa/facts/chile.json";
import colombia from "@/content/visa/facts/colombia.json";
import costaRica from "@/content/visa/facts/costa-rica.json";
import ecuador from "@/content/visa/facts/ecuador.json";
import mexico from "@/content/visa/facts/mexico.json";
import paraguay from "@/content/visa/facts/paraguay.json";
import peru from "@/content/visa/facts/peru.json";
import uruguay from "@/content/visa/facts/uruguay.json";
import { countryFactsSchema, type CountryFacts } from "./schema";

/**
 * Every country's fact file, validated when the module loads (a malformed record stops the build,
 * not a page). Imported statically so the records are part of the bundle wherever they are read.
 */
export const factFiles: readonly CountryFacts[] = [
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
].map((raw) => countryFactsSchema.parse(raw));
