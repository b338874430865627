/**
 * Validates the visa knowledge base in content/visa/*.json:
 *   - every file parses and matches countryVisaSchema
 *   - each file's "id" equals its file name (without .json)
 *   - passage ids are unique across all files and follow "{country}-{topic}[-suffix]"
 *   - content/visa/es and content/visa/pt translate every country, one file each, and each
 *     translation is faithful to the English record (lib/visa/translation-check.ts: the version it
 *     translates, the same passages in the same order, every figure, the official program names)
 * Prints a summary (countries, passages per country) and exits 1 on any problem.
 *
 * Run from the repository root: npx tsx scripts/check-visa-content.ts
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  countryVisaSchema,
  countryVisaTranslationSchema,
  type CountryVisa,
} from "@/lib/visa/knowledge-schema";
import { translationProblems } from "@/lib/visa/translation-check";

const contentDir = path.resolve(process.cwd(), "content/visa");
const translatedLocales = ["es", "pt"] as const;

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort();
}

/** Every translation of one language, checked against the English records; problems as lines. */
function checkTranslations(locale: (typeof translatedLocales)[number], english: CountryVisa[]): string[] {
  const dir = path.join(contentDir, locale);
  const problems: string[] = [];
  let files: string[];
  try {
    files = jsonFiles(dir);
  } catch (error) {
    return [`${locale}/: cannot read (${(error as Error).message})`];
  }
  const byId = new Map(english.map((country) => [country.id, country]));
  for (const country of english)
    if (!files.includes(`${country.id}.json`)) problems.push(`${locale}/${country.id}.json is missing`);
  for (const file of files) {
    const where = `${locale}/${file}`;
    const source = byId.get(file.replace(/\.json$/, ""));
    if (!source) {
      problems.push(`${where}: translates no English country`);
      continue;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    } catch (error) {
      problems.push(`${where}: invalid JSON (${(error as Error).message})`);
      continue;
    }
    const parsed = countryVisaTranslationSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${where}: ${issue.path.length ? issue.path.join(".") : "(root)"}: ${issue.message}`);
      continue;
    }
    for (const problem of translationProblems(source, parsed.data)) problems.push(`${where}: ${problem}`);
  }
  return problems;
}

function main(): number {
  const problems: string[] = [];
  let files: string[];
  try {
    files = jsonFiles(contentDir);
  } catch (error) {
    console.error(`Cannot read ${contentDir}: ${(error as Error).message}`);
    return 1;
  }
  if (files.length === 0) {
    console.error(`No JSON files found in ${contentDir}.`);
    return 1;
  }

  const countries: CountryVisa[] = [];
  const passageOwners = new Map<string, string>();

  for (const file of files) {
    const expectedId = file.replace(/\.json$/, "");
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path.join(contentDir, file), "utf8"));
    } catch (error) {
      problems.push(`${file}: invalid JSON (${(error as Error).message})`);
      continue;
    }

    const parsed = countryVisaSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const where = issue.path.length ? issue.path.join(".") : "(root)";
        problems.push(`${file}: ${where}: ${issue.message}`);
      }
      continue;
    }

    const country = parsed.data;
    if (country.id !== expectedId) {
      problems.push(`${file}: id "${country.id}" does not match the file name "${expectedId}"`);
    }

    for (const passage of country.passages) {
      // Convention: "{country}-{topic}[-suffix]", e.g. "colombia-income-requirement".
      const prefix = `${country.id}-${passage.topic}`;
      if (passage.id !== prefix && !passage.id.startsWith(`${prefix}-`)) {
        problems.push(`${file}: passage id "${passage.id}" should start with "${prefix}"`);
      }
      const owner = passageOwners.get(passage.id);
      if (owner) {
        problems.push(`${file}: passage id "${passage.id}" is already used in ${owner}`);
      } else {
        passageOwners.set(passage.id, file);
      }
    }
    countries.push(country);
  }

  console.log(`Visa knowledge base: ${countries.length} of ${files.length} file(s) valid.`);
  for (const country of countries) {
    const nomad = country.nomadVisa ? "nomad visa" : "no nomad visa";
    console.log(
      `  ${country.id.padEnd(12)} ${String(country.passages.length).padStart(3)} passages  ` +
        `v${country.version}  reviewed ${country.lastReviewed}  (${nomad})`,
    );
  }
  const total = countries.reduce((sum, country) => sum + country.passages.length, 0);
  console.log(`  total: ${total} passages`);
  for (const locale of translatedLocales) {
    const found = checkTranslations(locale, countries);
    console.log(
      `  ${locale}: ${found.length === 0 ? "every country translated faithfully" : `${found.length} problem(s)`}`,
    );
    problems.push(...found);
  }

  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    return 1;
  }
  console.log("All checks passed.");
  return 0;
}

process.exit(main());
