import santiagoChile from "@/content/cities/santiago-chile.json";
import santiagoChileEs from "@/content/cities/es/santiago-chile.json";
import santiagoChilePt from "@/content/cities/pt/santiago-chile.json";
import type { CityFiles } from "./files";

/** The cities of Chile, in the order the list shows them. */
export const chile: readonly CityFiles[] = [{ en: santiagoChile, es: santiagoChileEs, pt: santiagoChilePt }];
