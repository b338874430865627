import medellinColombia from "@/content/cities/medellin-colombia.json";
import medellinColombiaEs from "@/content/cities/es/medellin-colombia.json";
import medellinColombiaPt from "@/content/cities/pt/medellin-colombia.json";
import bogotaColombia from "@/content/cities/bogota-colombia.json";
import bogotaColombiaEs from "@/content/cities/es/bogota-colombia.json";
import bogotaColombiaPt from "@/content/cities/pt/bogota-colombia.json";
import cartagenaColombia from "@/content/cities/cartagena-colombia.json";
import cartagenaColombiaEs from "@/content/cities/es/cartagena-colombia.json";
import cartagenaColombiaPt from "@/content/cities/pt/cartagena-colombia.json";
import santaMartaColombia from "@/content/cities/santa-marta-colombia.json";
import santaMartaColombiaEs from "@/content/cities/es/santa-marta-colombia.json";
import santaMartaColombiaPt from "@/content/cities/pt/santa-marta-colombia.json";
import type { CityFiles } from "./files";

/** The cities of Colombia, in the order the list shows them. */
export const colombia: readonly CityFiles[] = [
  { en: medellinColombia, es: medellinColombiaEs, pt: medellinColombiaPt },
  { en: bogotaColombia, es: bogotaColombiaEs, pt: bogotaColombiaPt },
  { en: cartagenaColombia, es: cartagenaColombiaEs, pt: cartagenaColombiaPt },
  { en: santaMartaColombia, es: santaMartaColombiaEs, pt: santaMartaColombiaPt },
];
