import medellinColombia from "@/content/cities/medellin-colombia.json";
import medellinColombiaEs from "@/content/cities/es/medellin-colombia.json";
import medellinColombiaPt from "@/content/cities/pt/medellin-colombia.json";
import type { CityFiles } from "./files";

/** The cities of Colombia, in the order the list shows them. */
export const colombia: readonly CityFiles[] = [
  { en: medellinColombia, es: medellinColombiaEs, pt: medellinColombiaPt },
];
