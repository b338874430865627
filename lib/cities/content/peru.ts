import limaPeru from "@/content/cities/lima-peru.json";
import limaPeruEs from "@/content/cities/es/lima-peru.json";
import limaPeruPt from "@/content/cities/pt/lima-peru.json";
import cuscoPeru from "@/content/cities/cusco-peru.json";
import cuscoPeruEs from "@/content/cities/es/cusco-peru.json";
import cuscoPeruPt from "@/content/cities/pt/cusco-peru.json";
import arequipaPeru from "@/content/cities/arequipa-peru.json";
import arequipaPeruEs from "@/content/cities/es/arequipa-peru.json";
import arequipaPeruPt from "@/content/cities/pt/arequipa-peru.json";
import type { CityFiles } from "./files";

/** The cities of Peru, in the order the list shows them. */
export const peru: readonly CityFiles[] = [
  { en: limaPeru, es: limaPeruEs, pt: limaPeruPt },
  { en: cuscoPeru, es: cuscoPeruEs, pt: cuscoPeruPt },
  { en: arequipaPeru, es: arequipaPeruEs, pt: arequipaPeruPt },
];
