import laPazBolivia from "@/content/cities/la-paz-bolivia.json";
import laPazBoliviaEs from "@/content/cities/es/la-paz-bolivia.json";
import laPazBoliviaPt from "@/content/cities/pt/la-paz-bolivia.json";
import santaCruzBolivia from "@/content/cities/santa-cruz-bolivia.json";
import santaCruzBoliviaEs from "@/content/cities/es/santa-cruz-bolivia.json";
import santaCruzBoliviaPt from "@/content/cities/pt/santa-cruz-bolivia.json";
import type { CityFiles } from "./files";

/** The cities of Bolivia, in the order the list shows them. */
export const bolivia: readonly CityFiles[] = [
  { en: laPazBolivia, es: laPazBoliviaEs, pt: laPazBoliviaPt },
  { en: santaCruzBolivia, es: santaCruzBoliviaEs, pt: santaCruzBoliviaPt },
];
