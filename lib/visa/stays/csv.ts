import { stayCountries } from "./countries";
import { parseDay } from "./days";
import { tripInputSchema, type TripInput } from "./trips";

/**
 * Trips as CSV: `country,entry,exit`, one trip per line. Reading is forgiving: a header line (in any
 * of the three languages) is skipped or used to find the columns, commas, semicolons and tabs all
 * separate, a country is its id or its name in English, Spanish or Portuguese, a date is ISO
 * (2026-03-01, 2026/3/1, or a timestamp whose date is taken), and an empty exit means an open trip.
 * Every line that cannot be read is reported with its number and why; the others are kept.
 */

export type CsvLineError = { line: number; reason: "columns" | "country" | "date" | "order"; text: string };
export type CsvImport = { trips: TripInput[]; errors: CsvLineError[] };

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim();

/** Country names as people write them in the three languages, folded (no accents, lower case). */
const COUNTRY_NAMES: Record<string, string[]> = {
  argentina: ["argentina"],
  bolivia: ["bolivia"],
  brazil: ["brazil", "brasil"],
  chile: ["chile"],
  colombia: ["colombia", "colombie"],
  "costa-rica": ["costa rica"],
  ecuador: ["ecuador", "equador"],
  mexico: ["mexico"],
  paraguay: ["paraguay", "paraguai"],
  peru: ["peru"],
  uruguay: ["uruguay", "uruguai"],
};

export function countryOf(text: string): string | null {
  const folded = fold(text);
  for (const country of stayCountries)
    if (fold(country) === folded || (COUNTRY_NAMES[country] ?? []).includes(folded)) return country;
  return null;
}

/** "2026-03-01", "2026/3/1", "2026-03-01T10:00:00Z" → "2026-03-01"; null otherwise. */
export function isoDateOf(text: string): string | null {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(
    text.trim(),
  );
  if (!match) return null;
  const iso = `${match[1]}-${match[2]!.padStart(2, "0")}-${match[3]!.padStart(2, "0")}`;
  return parseDay(iso) === null ? null : iso;
}

const HEADER_WORDS = {
  country: ["country", "pais", "destination", "destino"],
  entry: ["entry", "entrada", "arrival", "llegada", "chegada", "from", "start", "in", "desde", "inicio"],
  exit: ["exit", "salida", "saida", "departure", "to", "end", "out", "hasta", "fim", "fin"],
} as const;
type Column = keyof typeof HEADER_WORDS;

function splitLine(line: string): string[] {
  const separator = line.includes("\t") ? "\t" : line.includes(";") ? ";" : ",";
  return line.split(separator).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, "$1")
      .trim(),
  );
}

/** The column of each field when the line is a header, else null. */
function headerColumns(cells: string[]): Record<Column, number> | null {
  const found: Partial<Record<Column, number>> = {};
  cells.forEach((cell, index) => {
    const folded = fold(cell);
    for (const column of Object.keys(HEADER_WORDS) as Column[])
      if (
        found[column] === undefined &&
        folded.split(" ").some((word) => (HEADER_WORDS[column] as readonly string[]).includes(word))
      )
        found[column] = index;
  });
  const isHeader =
    cells.every((cell) => cell === "" || isoDateOf(cell) === null) && countryOf(cells[0] ?? "") === null;
  if (!isHeader) return null;
  return { country: found.country ?? 0, entry: found.entry ?? 1, exit: found.exit ?? 2 };
}

export function parseTripsCsv(text: string): CsvImport {
  const trips: TripInput[] = [];
  const errors: CsvLineError[] = [];
  let columns: Record<Column, number> = { country: 0, entry: 1, exit: 2 };
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === "") return;
    const cells = splitLine(raw);
    if (trips.length === 0 && errors.length === 0) {
      const header = headerColumns(cells);
      if (header) {
        columns = header;
        return;
      }
    }
    const text = raw.trim().slice(0, 120);
    if (cells.length < 2) return errors.push({ line, reason: "columns", text });
    const country = countryOf(cells[columns.country] ?? "");
    if (!country) return errors.push({ line, reason: "country", text });
    const entry = isoDateOf(cells[columns.entry] ?? "");
    const exitCell = cells[columns.exit] ?? "";
    const exit = exitCell === "" ? null : isoDateOf(exitCell);
    if (!entry || (exitCell !== "" && !exit)) return errors.push({ line, reason: "date", text });
    const parsed = tripInputSchema.safeParse({ country, entry, exit });
    if (!parsed.success) return errors.push({ line, reason: "order", text });
    trips.push(parsed.data);
  });
  return { trips, errors };
}

/** CSV of trips, with a header, in the form `parseTripsCsv` reads back. */
export function tripsToCsv(trips: readonly TripInput[]): string {
  return (
    ["country,entry,exit", ...trips.map((t) => `${t.country},${t.entry},${t.exit ?? ""}`)].join("\r\n") +
    "\r\n"
  );
}
