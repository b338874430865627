import saoPauloBrazil from "@/content/cities/sao-paulo-brazil.json";
import saoPauloBrazilEs from "@/content/cities/es/sao-paulo-brazil.json";
import saoPauloBrazilPt from "@/content/cities/pt/sao-paulo-brazil.json";
import rioDeJaneiroBrazil from "@/content/cities/rio-de-janeiro-brazil.json";
import rioDeJaneiroBrazilEs from "@/content/cities/es/rio-de-janeiro-brazil.json";
import rioDeJaneiroBrazilPt from "@/content/cities/pt/rio-de-janeiro-brazil.json";
import florianopolisBrazil from "@/content/cities/florianopolis-brazil.json";
import florianopolisBrazilEs from "@/content/cities/es/florianopolis-brazil.json";
import florianopolisBrazilPt from "@/content/cities/pt/florianopolis-brazil.json";
import salvadorBrazil from "@/content/cities/salvador-brazil.json";
import salvadorBrazilEs from "@/content/cities/es/salvador-brazil.json";
import salvadorBrazilPt from "@/content/cities/pt/salvador-brazil.json";
import recifeBrazil from "@/content/cities/recife-brazil.json";
import recifeBrazilEs from "@/content/cities/es/recife-brazil.json";
import recifeBrazilPt from "@/content/cities/pt/recife-brazil.json";
import type { CityFiles } from "./files";

/** The cities of Brazil, in the order the list shows them. */
export const brazil: readonly CityFiles[] = [
  { en: saoPauloBrazil, es: saoPauloBrazilEs, pt: saoPauloBrazilPt },
  { en: rioDeJaneiroBrazil, es: rioDeJaneiroBrazilEs, pt: rioDeJaneiroBrazilPt },
  { en: florianopolisBrazil, es: florianopolisBrazilEs, pt: florianopolisBrazilPt },
  { en: salvadorBrazil, es: salvadorBrazilEs, pt: salvadorBrazilPt },
  { en: recifeBrazil, es: recifeBrazilEs, pt: recifeBrazilPt },
];
