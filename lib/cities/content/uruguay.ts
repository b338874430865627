import montevideoUruguay from "@/content/cities/montevideo-uruguay.json";
import montevideoUruguayEs from "@/content/cities/es/montevideo-uruguay.json";
import montevideoUruguayPt from "@/content/cities/pt/montevideo-uruguay.json";
import puntaDelEsteUruguay from "@/content/cities/punta-del-este-uruguay.json";
import puntaDelEsteUruguayEs from "@/content/cities/es/punta-del-este-uruguay.json";
import puntaDelEsteUruguayPt from "@/content/cities/pt/punta-del-este-uruguay.json";
import type { CityFiles } from "./files";

/** The cities of Uruguay, in the order the list shows them. */
export const uruguay: readonly CityFiles[] = [
  { en: montevideoUruguay, es: montevideoUruguayEs, pt: montevideoUruguayPt },
  { en: puntaDelEsteUruguay, es: puntaDelEsteUruguayEs, pt: puntaDelEsteUruguayPt },
];
