import buenosAiresArgentina from "@/content/cities/buenos-aires-argentina.json";
import buenosAiresArgentinaEs from "@/content/cities/es/buenos-aires-argentina.json";
import buenosAiresArgentinaPt from "@/content/cities/pt/buenos-aires-argentina.json";
import cordobaArgentina from "@/content/cities/cordoba-argentina.json";
import cordobaArgentinaEs from "@/content/cities/es/cordoba-argentina.json";
import cordobaArgentinaPt from "@/content/cities/pt/cordoba-argentina.json";
import mendozaArgentina from "@/content/cities/mendoza-argentina.json";
import mendozaArgentinaEs from "@/content/cities/es/mendoza-argentina.json";
import mendozaArgentinaPt from "@/content/cities/pt/mendoza-argentina.json";
import barilocheArgentina from "@/content/cities/bariloche-argentina.json";
import barilocheArgentinaEs from "@/content/cities/es/bariloche-argentina.json";
import barilocheArgentinaPt from "@/content/cities/pt/bariloche-argentina.json";
import type { CityFiles } from "./files";

/** The cities of Argentina, in the order the list shows them. */
export const argentina: readonly CityFiles[] = [
  { en: buenosAiresArgentina, es: buenosAiresArgentinaEs, pt: buenosAiresArgentinaPt },
  { en: cordobaArgentina, es: cordobaArgentinaEs, pt: cordobaArgentinaPt },
  { en: mendozaArgentina, es: mendozaArgentinaEs, pt: mendozaArgentinaPt },
  { en: barilocheArgentina, es: barilocheArgentinaEs, pt: barilocheArgentinaPt },
];
