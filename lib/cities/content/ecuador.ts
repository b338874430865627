import quitoEcuador from "@/content/cities/quito-ecuador.json";
import quitoEcuadorEs from "@/content/cities/es/quito-ecuador.json";
import quitoEcuadorPt from "@/content/cities/pt/quito-ecuador.json";
import type { CityFiles } from "./files";

/** The cities of Ecuador, in the order the list shows them. */
export const ecuador: readonly CityFiles[] = [{ en: quitoEcuador, es: quitoEcuadorEs, pt: quitoEcuadorPt }];
