import saoPauloBrazil from "@/content/cities/sao-paulo-brazil.json";
import saoPauloBrazilEs from "@/content/cities/es/sao-paulo-brazil.json";
import saoPauloBrazilPt from "@/content/cities/pt/sao-paulo-brazil.json";
import rioDeJaneiroBrazil from "@/content/cities/rio-de-janeiro-brazil.json";
import rioDeJaneiroBrazilEs from "@/content/cities/es/rio-de-janeiro-brazil.json";
import rioDeJaneiroBrazilPt from "@/content/cities/pt/rio-de-janeiro-brazil.json";
import type { CityFiles } from "./files";

/** The cities of Brazil, in the order the list shows them. */
export const brazil: readonly CityFiles[] = [
  { en: saoPauloBrazil, es: saoPauloBrazilEs, pt: saoPauloBrazilPt },
  { en: rioDeJaneiroBrazil, es: rioDeJaneiroBrazilEs, pt: rioDeJaneiroBrazilPt },
];
