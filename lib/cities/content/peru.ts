import limaPeru from "@/content/cities/lima-peru.json";
import limaPeruEs from "@/content/cities/es/lima-peru.json";
import limaPeruPt from "@/content/cities/pt/lima-peru.json";
import type { CityFiles } from "./files";

/** The cities of Peru, in the order the list shows them. */
export const peru: readonly CityFiles[] = [{ en: limaPeru, es: limaPeruEs, pt: limaPeruPt }];
