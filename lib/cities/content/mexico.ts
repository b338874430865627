import mexicoCityMexico from "@/content/cities/mexico-city-mexico.json";
import mexicoCityMexicoEs from "@/content/cities/es/mexico-city-mexico.json";
import mexicoCityMexicoPt from "@/content/cities/pt/mexico-city-mexico.json";
import oaxacaMexico from "@/content/cities/oaxaca-mexico.json";
import oaxacaMexicoEs from "@/content/cities/es/oaxaca-mexico.json";
import oaxacaMexicoPt from "@/content/cities/pt/oaxaca-mexico.json";
import playaDelCarmenMexico from "@/content/cities/playa-del-carmen-mexico.json";
import playaDelCarmenMexicoEs from "@/content/cities/es/playa-del-carmen-mexico.json";
import playaDelCarmenMexicoPt from "@/content/cities/pt/playa-del-carmen-mexico.json";
import type { CityFiles } from "./files";

/** The cities of Mexico, in the order the list shows them. */
export const mexico: readonly CityFiles[] = [
  { en: mexicoCityMexico, es: mexicoCityMexicoEs, pt: mexicoCityMexicoPt },
  { en: oaxacaMexico, es: oaxacaMexicoEs, pt: oaxacaMexicoPt },
  { en: playaDelCarmenMexico, es: playaDelCarmenMexicoEs, pt: playaDelCarmenMexicoPt },
];
