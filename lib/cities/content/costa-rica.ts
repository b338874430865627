import sanJoseCostaRica from "@/content/cities/san-jose-costa-rica.json";
import sanJoseCostaRicaEs from "@/content/cities/es/san-jose-costa-rica.json";
import sanJoseCostaRicaPt from "@/content/cities/pt/san-jose-costa-rica.json";
import santaTeresaCostaRica from "@/content/cities/santa-teresa-costa-rica.json";
import santaTeresaCostaRicaEs from "@/content/cities/es/santa-teresa-costa-rica.json";
import santaTeresaCostaRicaPt from "@/content/cities/pt/santa-teresa-costa-rica.json";
import type { CityFiles } from "./files";

/** The cities of Costa Rica, in the order the list shows them. */
export const costaRica: readonly CityFiles[] = [
  { en: sanJoseCostaRica, es: sanJoseCostaRicaEs, pt: sanJoseCostaRicaPt },
  { en: santaTeresaCostaRica, es: santaTeresaCostaRicaEs, pt: santaTeresaCostaRicaPt },
];
