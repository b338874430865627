import { checkDateProblem } from "@/lib/sources/check";
import type { SourcedText } from "@/lib/sources/schema";
import { figures } from "../translations";
import type { CityNumbers, FxRate } from "./schema";

/**
 * How old, in years before the check, a figure's period may be: prices move every year, speeds
 * every few; climate normals and altitudes do not go stale this way.
 */
const MAX_PERIOD_AGE_YEARS: Record<string, number> = {
  "budget.rent": 2,
  "budget.coworking": 2,
  "budget.food": 2,
  "budget.transport": 2,
  "internet.fixed": 3,
  "internet.mobile": 3,
};

/** The latest year a period names ("Q3 2023" → 2023, "2024–2025" → 2025), or null when it names none. */
function latestYear(period: string): number | null {
  const years = (period.match(/\b(19|20)\d{2}\b/g) ?? []).map(Number);
  return years.length ? Math.max(...years) : null;
}

/** Every record of a numbers file with its path ("budget.rent"), known or unknown. */
export function recordsOf(numbers: CityNumbers): [string, Record<string, unknown>][] {
  return [
    ...Object.entries(numbers.budget).map(([key, r]): [string, Record<string, unknown>] => [
      `budget.${key}`,
      r,
    ]),
    ["internet.fixed", numbers.internet.fixed],
    ["internet.mobile", numbers.internet.mobile],
    ["climate.temperature", numbers.climate.temperature],
    ["climate.rainyDays", numbers.climate.rainyDays],
    ["altitude", numbers.altitude],
    ["safety", numbers.safety],
    ["airQuality", numbers.airQuality],
    ["english", numbers.english],
  ];
}

function textProblems(where: string, text: SourcedText | undefined): string[] {
  if (!text) return [];
  const english = figures(text.en);
  return (["es", "pt"] as const)
    .filter((locale) => figures(text[locale]) !== english)
    .map((locale) => `${where}: the ${locale} text has other figures than the English one`);
}

/**
 * What is wrong with a city's numbers, as lines naming the record: a check (or a search that found
 * nothing) older than a year or in the future, a price or speed from too long ago, a seed record
 * never checked, texts whose figures differ between languages, amounts in a currency the FX table
 * cannot convert.
 */
export function numbersProblems(
  numbers: CityNumbers,
  today: Date,
  convertible: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  for (const [path, record] of recordsOf(numbers)) {
    const where = `${numbers.city}/${path}`;
    const date = (record.verifiedOn ?? record.checkedOn) as string;
    const dateProblem = checkDateProblem(date, today);
    if (dateProblem) problems.push(`${where}: ${dateProblem}`);
    if (!("value" in record)) continue;
    const source = record.source as { quote: string };
    if (source.quote.startsWith("SEED")) problems.push(`${where}: a seed record, never checked`);
    const maxAge = MAX_PERIOD_AGE_YEARS[path];
    const year = latestYear(record.period as string);
    if (maxAge !== undefined && year !== null && year < new Date(date).getUTCFullYear() - maxAge)
      problems.push(`${where}: a figure from ${year} is too old; find a newer one or say unknown`);
    problems.push(...textProblems(`${where}.basis`, record.basis as SourcedText | undefined));
    const value = record.value as { currency?: string; note?: SourcedText };
    problems.push(...textProblems(`${where}.note`, value.note));
    if (value.currency && value.currency !== "USD" && !convertible.has(value.currency))
      problems.push(`${where}: no FX rate for ${value.currency}`);
  }
  return problems;
}

/** What is wrong with an FX rate: its check date. */
export function fxProblems(rate: FxRate, today: Date): string[] {
  const problem = checkDateProblem(rate.verifiedOn, today);
  return problem ? [`fx/${rate.currency}: ${problem}`] : [];
}
