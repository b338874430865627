import quitoEcuador from "@/content/cities/quito-ecuador.json";
import quitoEcuadorEs from "@/content/cities/es/quito-ecuador.json";
import quitoEcuadorPt from "@/content/cities/pt/quito-ecuador.json";
import cuencaEcuador from "@/content/cities/cuenca-ecuador.json";
import cuencaEcuadorEs from "@/content/cities/es/cuenca-ecuador.json";
import cuencaEcuadorPt from "@/content/cities/pt/cuenca-ecuador.json";
import type { CityFiles } from "./files";

/** The cities of Ecuador, in the order the list shows them. */
export const ecuador: readonly CityFiles[] = [
  { en: quitoEcuador, es: quitoEcuadorEs, pt: quitoEcuadorPt },
  { en: cuencaEcuador, es: cuencaEcuadorEs, pt: cuencaEcuadorPt },
];
