import santiagoChile from "@/content/cities/santiago-chile.json";
import santiagoChileEs from "@/content/cities/es/santiago-chile.json";
import santiagoChilePt from "@/content/cities/pt/santiago-chile.json";
import valparaisoChile from "@/content/cities/valparaiso-chile.json";
import valparaisoChileEs from "@/content/cities/es/valparaiso-chile.json";
import valparaisoChilePt from "@/content/cities/pt/valparaiso-chile.json";
import type { CityFiles } from "./files";

/** The cities of Chile, in the order the list shows them. */
export const chile: readonly CityFiles[] = [
  { en: santiagoChile, es: santiagoChileEs, pt: santiagoChilePt },
  { en: valparaisoChile, es: valparaisoChileEs, pt: valparaisoChilePt },
];
