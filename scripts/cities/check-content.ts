/**
 * Validates the city and country-guide content:
 *
 *   npx tsx scripts/cities/check-content.ts
 *
 * - every content/cities/*.json parses against citySchema, every content/countries/*.json against
 *   countryGuideSchema, and each file is named after its id;
 * - exactly the cities (EXPECTED_CITIES) and 9 guide countries the app expects;
 * - every image path exists under public/ with the declared width and height;
 * - São Paulo has exactly 3 gallery images;
 * - cross references: a city's country has visa facts, a guide's topCities[].cityId is a real city;
 * - every city has a translation in each other language (content/cities/<locale>/<id>.json) that
 *   parses against cityTranslationSchema and fits its English city (translationProblems).
 *
 * Exits with status 1 and a list of problems when anything is wrong.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import {
  citySchema,
  cityTranslationSchema,
  countryGuideSchema,
  type City,
  type CountryGuideData,
} from "@/lib/cities/schema";
import { countrySlug } from "@/lib/cities/country-names";
import { translationProblems } from "@/lib/cities/translations";
import { defaultLocale, locales } from "@/lib/i18n/locales";

const ROOT = process.cwd();
const CITIES_DIR = path.join(ROOT, "content", "cities");
const COUNTRIES_DIR = path.join(ROOT, "content", "countries");
const PUBLIC_DIR = path.join(ROOT, "public");

/** The cities the app lists: at least one in each of the 11 countries of the visa knowledge base. */
const EXPECTED_CITIES = [
  "medellin-colombia",
  "bogota-colombia",
  "cartagena-colombia",
  "santa-marta-colombia",
  "buenos-aires-argentina",
  "cordoba-argentina",
  "mendoza-argentina",
  "bariloche-argentina",
  "sao-paulo-brazil",
  "rio-de-janeiro-brazil",
  "florianopolis-brazil",
  "salvador-brazil",
  "recife-brazil",
  "lima-peru",
  "cusco-peru",
  "arequipa-peru",
  "quito-ecuador",
  "cuenca-ecuador",
  "santiago-chile",
  "valparaiso-chile",
  "montevideo-uruguay",
  "punta-del-este-uruguay",
  "mexico-city-mexico",
  "oaxaca-mexico",
  "playa-del-carmen-mexico",
  "san-jose-costa-rica",
  "santa-teresa-costa-rica",
  "la-paz-bolivia",
  "santa-cruz-bolivia",
  "asuncion-paraguay",
];
const EXPECTED_COUNTRIES = [
  "brazil",
  "colombia",
  "argentina",
  "chile",
  "peru",
  "ecuador",
  "bolivia",
  "paraguay",
  "uruguay",
];
const MAX_IMAGE_BYTES = 150 * 1024;

const problems: string[] = [];
const warnings: string[] = [];

async function jsonFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((f) => f.endsWith(".json")).sort();
  } catch {
    problems.push(`missing directory ${path.relative(ROOT, dir)}`);
    return [];
  }
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    problems.push(`${path.relative(ROOT, file)}: invalid JSON (${(error as Error).message})`);
    return undefined;
  }
}

function sameSet(label: string, actual: string[], expected: string[]): void {
  const missing = expected.filter((id) => !actual.includes(id));
  const extra = actual.filter((id) => !expected.includes(id));
  if (actual.length !== expected.length)
    problems.push(`${label}: expected exactly ${expected.length}, found ${actual.length}`);
  if (missing.length) problems.push(`${label}: missing ${missing.join(", ")}`);
  if (extra.length) problems.push(`${label}: unexpected ${extra.join(", ")}`);
}

async function checkImage(owner: string, image: City["image"]): Promise<void> {
  const file = path.join(PUBLIC_DIR, ...image.src.split("/").filter(Boolean));
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    problems.push(`${owner}: image ${image.src} does not exist under public/`);
    return;
  }
  if (size > MAX_IMAGE_BYTES)
    warnings.push(
      `${owner}: ${image.src} is ${(size / 1024).toFixed(0)} KB (over ${MAX_IMAGE_BYTES / 1024} KB)`,
    );
  try {
    const meta = await sharp(file).metadata();
    if (meta.width !== image.width || meta.height !== image.height) {
      problems.push(
        `${owner}: ${image.src} is ${meta.width}x${meta.height}, JSON says ${image.width}x${image.height}`,
      );
    }
  } catch (error) {
    problems.push(`${owner}: ${image.src} is not a readable image (${(error as Error).message})`);
  }
}

async function main(): Promise<void> {
  // Cities
  const cities: City[] = [];
  for (const name of await jsonFiles(CITIES_DIR)) {
    const rel = `content/cities/${name}`;
    const raw = await readJson(path.join(CITIES_DIR, name));
    if (raw === undefined) continue;
    const parsed = citySchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${rel}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
      continue;
    }
    const city = parsed.data;
    if (`${city.id}.json` !== name) problems.push(`${rel}: file name does not match id "${city.id}"`);
    cities.push(city);
  }
  sameSet(
    "cities",
    cities.map((c) => c.id),
    EXPECTED_CITIES,
  );

  // Country guides
  const countries: CountryGuideData[] = [];
  for (const name of await jsonFiles(COUNTRIES_DIR)) {
    const rel = `content/countries/${name}`;
    const raw = await readJson(path.join(COUNTRIES_DIR, name));
    if (raw === undefined) continue;
    const parsed = countryGuideSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${rel}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
      continue;
    }
    const guide = parsed.data;
    if (`${guide.id}.json` !== name) problems.push(`${rel}: file name does not match id "${guide.id}"`);
    countries.push(guide);
  }
  sameSet(
    "country guides",
    countries.map((c) => c.id),
    EXPECTED_COUNTRIES,
  );

  // Images, São Paulo gallery, cross references
  const cityIds = new Set(cities.map((c) => c.id));
  for (const city of cities) {
    const owner = `content/cities/${city.id}.json`;
    await checkImage(owner, city.image);
    for (const image of city.images) await checkImage(owner, image);
    const srcs = [city.image, ...city.images].map((i) => i.src);
    if (new Set(srcs).size !== srcs.length) problems.push(`${owner}: the same image is used twice`);
    for (const src of srcs)
      if (!src.startsWith(`/images/cities/${city.id}/`))
        problems.push(`${owner}: ${src} is outside /images/cities/${city.id}/`);
    if (city.images.length < 2)
      problems.push(`${owner}: expected at least 2 gallery images, found ${city.images.length}`);
    const countryId = countrySlug(city.country);
    if (!existsSync(path.join(ROOT, "content", "visa", "facts", `${countryId}.json`)))
      problems.push(
        `${owner}: country "${city.country}" has no visa facts (content/visa/facts/${countryId}.json)`,
      );
    try {
      new Intl.DateTimeFormat("en", { timeZone: city.timezone });
    } catch {
      problems.push(`${owner}: unknown time zone "${city.timezone}"`);
    }
  }
  const saoPaulo = cities.find((c) => c.id === "sao-paulo-brazil");
  if (saoPaulo && saoPaulo.images.length !== 3)
    problems.push(
      `content/cities/sao-paulo-brazil.json: expected exactly 3 gallery images, found ${saoPaulo.images.length}`,
    );

  for (const guide of countries) {
    for (const top of guide.topCities) {
      if (top.cityId && !cityIds.has(top.cityId))
        problems.push(
          `content/countries/${guide.id}.json: topCities "${top.name}" points to unknown cityId "${top.cityId}"`,
        );
    }
    try {
      new Intl.DateTimeFormat("en", { timeZone: guide.timezone });
    } catch {
      problems.push(`content/countries/${guide.id}.json: unknown time zone "${guide.timezone}"`);
    }
  }

  // Translations
  for (const locale of locales.filter((l) => l !== defaultLocale)) {
    const dir = path.join(CITIES_DIR, locale);
    const names = await jsonFiles(dir);
    sameSet(
      `${locale} city translations`,
      names.map((name) => name.replace(/\.json$/, "")),
      EXPECTED_CITIES,
    );
    for (const name of names) {
      const rel = `content/cities/${locale}/${name}`;
      const city = cities.find((c) => `${c.id}.json` === name);
      const raw = await readJson(path.join(dir, name));
      if (raw === undefined || !city) continue;
      const parsed = cityTranslationSchema.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          problems.push(`${rel}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
        continue;
      }
      for (const problem of translationProblems(city, parsed.data)) problems.push(`${rel}: ${problem}`);
    }
  }

  for (const w of warnings) console.warn(`warning: ${w}`);
  if (problems.length) {
    console.error(`${problems.length} problem(s) in city content:`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  const imageCount = cities.reduce((n, c) => n + 1 + c.images.length, 0);
  console.log(
    `OK: ${cities.length} cities in ${locales.length} languages, ${countries.length} country guides, ${imageCount} images checked.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
