import { z } from "zod";
import { sourceSchema } from "@/lib/visa/knowledge-schema";

/**
 * Entry for visitors, per passport: the facts a guide's first page states. Each record covers some
 * passports and is either verified (what an official source says, its address and the day it was
 * checked) or openly unverified. The guide's card and its 'Entry by passport' list are both drawn
 * from these records, and a test holds the visa text of the knowledge base to them.
 */
export const passports = ["us", "ca", "eu", "uk", "au"] as const;
export type Passport = (typeof passports)[number];

const passportNames: Record<Passport, string> = {
  us: "US",
  ca: "Canadian",
  eu: "EU",
  uk: "UK",
  au: "Australian",
};

const requirements = ["visa-free", "e-visa", "visa"] as const;
type Requirement = (typeof requirements)[number];

const verifiedSchema = z.object({
  passports: z.array(z.enum(passports)).min(1),
  requirement: z.enum(requirements),
  /** The longest stay per entry, in days, when the source states it. */
  stayDays: z.number().int().positive().nullable(),
  source: sourceSchema,
  /** The day someone checked the source (YYYY-MM-DD). */
  verifiedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/** Passports for which no official source could be checked: the guide says so instead of guessing. */
const unverifiedSchema = z.object({
  passports: z.array(z.enum(passports)).min(1),
  requirement: z.literal("unverified"),
});

const entryRecordSchema = z.union([verifiedSchema, unverifiedSchema]);
export type EntryRecord = z.infer<typeof entryRecordSchema>;
type VerifiedEntry = z.infer<typeof verifiedSchema>;

/** Every passport exactly once. */
export const entrySchema = z.array(entryRecordSchema).superRefine((records, ctx) => {
  const seen = records.flatMap((record) => record.passports);
  for (const passport of passports) {
    const count = seen.filter((p) => p === passport).length;
    if (count !== 1)
      ctx.addIssue({
        code: "custom",
        message: `The ${passport} passport must appear in exactly one entry record (found ${count})`,
      });
  }
});

export const isVerified = (record: EntryRecord): record is VerifiedEntry =>
  record.requirement !== "unverified";

/** "US, Canadian and Australian passports". */
export function passportList(list: readonly Passport[]): string {
  const names = passports.filter((p) => list.includes(p)).map((p) => passportNames[p]);
  const joined = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
  return `${joined} passport${names.length > 1 ? "s" : ""}`;
}

const requirementText: Record<Requirement, string> = {
  "visa-free": "No visa needed",
  "e-visa": "E-visa needed before you travel",
  visa: "Visa needed before you travel",
};

/** What a record says, in one sentence. */
export function entryStatement(record: EntryRecord, countryName: string): string {
  if (!isVerified(record)) return `Not verified: check with a consulate of ${countryName} before you travel.`;
  return `${requirementText[record.requirement]}${record.stayDays ? `, for stays of up to ${record.stayDays} days` : ""}.`;
}

/**
 * The guide's first card, drawn from the records: a headline (the requirement when every passport
 * has the same verified one) and one line per record.
 */
export function entryCard(
  records: readonly EntryRecord[],
  countryName: string,
): { label: string; value: string; lines: string[] } {
  const kinds = new Set(records.map((record) => record.requirement));
  const only = kinds.size === 1 ? [...kinds][0] : undefined;
  const value =
    only && only !== "unverified"
      ? requirementText[only]
      : only === "unverified"
        ? "Not verified"
        : "Depends on your passport";
  const lines = records.map(
    (record) => `${passportList(record.passports)}: ${entryStatement(record, countryName)}`,
  );
  return { label: "Entry for visitors", value, lines };
}
