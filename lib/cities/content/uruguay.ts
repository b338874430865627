import montevideoUruguay from "@/content/cities/montevideo-uruguay.json";
import montevideoUruguayEs from "@/content/cities/es/montevideo-uruguay.json";
import montevideoUruguayPt from "@/content/cities/pt/montevideo-uruguay.json";
import type { CityFiles } from "./files";

/** The cities of Uruguay, in the order the list shows them. */
export const uruguay: readonly CityFiles[] = [
  { en: montevideoUruguay, es: montevideoUruguayEs, pt: montevideoUruguayPt },
];
