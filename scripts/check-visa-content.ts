/**
 * Validates the visa knowledge base in content/visa/*.json:
 *   - every file parses and matches countryVisaSchema
 *   - each file's "id" equals its file name (without .json)
 *   - passage ids are unique across all files and follow "{country}-{topic}[-suffix]"
 * Prints a summary (countries, passages per country) and exits 1 on any problem.
 *
 * Run from the repository root: npx tsx scripts/check-visa-content.ts
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { countryVisaSchema, type CountryVisa } from "@/lib/visa/knowledge-schema";

const contentDir = path.resolve(process.cwd(), "content/visa");

function main(): number {
  const problems: string[] = [];
  let files: string[];
  try {
    files = readdirSync(contentDir)
      .filter((name) => name.endsWith(".json"))
      .sort();
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

  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    return 1;
  }
  console.log("All checks passed.");
  return 0;
}

process.exit(main());
