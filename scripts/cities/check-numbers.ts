/**
 * Validates the city numbers and the FX table:
 *
 *   npx tsx scripts/cities/check-numbers.ts [city-id ...]
 *
 * Every content/cities/numbers/<id>.json parses against cityNumbersSchema and passes
 * numbersProblems (check dates, same figures in every language, a rate for every currency); every
 * content/cities/fx/<currency>.json parses against fxRateSchema. Prints what each city knows and
 * exits with status 1 and the problems when anything is wrong.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fxProblems, numbersProblems, recordsOf } from "@/lib/cities/numbers/check";
import { cityNumbersSchema, fxRateSchema } from "@/lib/cities/numbers/schema";

const dir = (name: string) => path.join(process.cwd(), "content", "cities", name);
const jsonFiles = (name: string) =>
  readdirSync(dir(name))
    .filter((file) => file.endsWith(".json"))
    .map((file) => ({ file: `content/cities/${name}/${file}`, id: file.replace(/\.json$/, "") }));

const today = new Date();
const problems: string[] = [];

const convertible = new Set<string>();
for (const { file, id } of jsonFiles("fx")) {
  const parsed = fxRateSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    problems.push(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
    );
    continue;
  }
  if (parsed.data.currency !== id) problems.push(`${file}: currency ${parsed.data.currency} ≠ file name`);
  convertible.add(parsed.data.currency);
  problems.push(...fxProblems(parsed.data, today));
}

const only = process.argv.slice(2);
for (const { file, id } of jsonFiles("numbers")) {
  if (only.length && !only.includes(id)) continue;
  const parsed = cityNumbersSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    problems.push(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
    );
    continue;
  }
  if (parsed.data.city !== id) problems.push(`${file}: city ${parsed.data.city} ≠ file name`);
  problems.push(...numbersProblems(parsed.data, today, convertible));
  const records = recordsOf(parsed.data);
  const known = records.filter(([, record]) => "value" in record).length;
  console.log(`${id}: ${known}/${records.length} known`);
}

if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log("ok");
