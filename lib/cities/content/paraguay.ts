import asuncionParaguay from "@/content/cities/asuncion-paraguay.json";
import asuncionParaguayEs from "@/content/cities/es/asuncion-paraguay.json";
import asuncionParaguayPt from "@/content/cities/pt/asuncion-paraguay.json";
import type { CityFiles } from "./files";

/** The cities of Paraguay, in the order the list shows them. */
export const paraguay: readonly CityFiles[] = [
  { en: asuncionParaguay, es: asuncionParaguayEs, pt: asuncionParaguayPt },
];
