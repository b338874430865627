import buenosAiresArgentina from "@/content/cities/buenos-aires-argentina.json";
import buenosAiresArgentinaEs from "@/content/cities/es/buenos-aires-argentina.json";
import buenosAiresArgentinaPt from "@/content/cities/pt/buenos-aires-argentina.json";
import type { CityFiles } from "./files";

/** The cities of Argentina, in the order the list shows them. */
export const argentina: readonly CityFiles[] = [
  { en: buenosAiresArgentina, es: buenosAiresArgentinaEs, pt: buenosAiresArgentinaPt },
];
