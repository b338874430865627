import buenosAires from "@/content/cities/buenos-aires-argentina.json";
import lima from "@/content/cities/lima-peru.json";
import medellin from "@/content/cities/medellin-colombia.json";
import montevideo from "@/content/cities/montevideo-uruguay.json";
import quito from "@/content/cities/quito-ecuador.json";
import rio from "@/content/cities/rio-de-janeiro-brazil.json";
import santiago from "@/content/cities/santiago-chile.json";
import saoPaulo from "@/content/cities/sao-paulo-brazil.json";
import { citySchema, type City } from "./schema";

/**
 * The eight cities, in the order the list shows them. Built into the app: validated once when the
 * module loads, so a broken content file fails the build, not a visitor's request.
 */
export const cities: readonly City[] = [
  medellin,
  buenosAires,
  saoPaulo,
  rio,
  lima,
  quito,
  santiago,
  montevideo,
].map((raw) => citySchema.parse(raw));

const byId = new Map(cities.map((city) => [city.id, city]));

export function getCity(id: string): City | undefined {
  return byId.get(id);
}
