import { z } from "zod";
import { sourceSchema } from "@/lib/visa/knowledge-schema";
import type { GuideTranslator } from "@/lib/guides/pdf-text";

/**
 * Entry for visitors, per passport: the facts a guide's first page states. Each record covers some
 * passports and is either verified (what an official source says, its address and the day it was
 * checked) or openly unverified. The guide's card and its 'Entry by passport' list are both drawn
 * from these records, and a test holds the visa text of the knowledge base to them. The records hold
 * facts only; their sentences come from the `guides` messages (pdf.entry) in the guide's language.
 */
export const passports = ["us", "ca", "eu", "uk", "au"] as const;
export type Passport = (typeof passports)[number];

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

/** The message of each requirement, e.g. "No visa needed". */
const requirementKeys = {
  "visa-free": "pdf.entry.requirement.visaFree",
  "e-visa": "pdf.entry.requirement.eVisa",
  visa: "pdf.entry.requirement.visa",
} as const satisfies Record<Requirement, string>;

/** The country a statement names, as the messages take it: its name and, for an article, its gender. */
export type CountryArgs = { country: string; gender: string };

/** "US, Canadian and Australian passports", "Pasaportes de EE. UU., de Canadá y de Australia". */
export function passportList(list: readonly Passport[], t: GuideTranslator): string {
  const names = passports.filter((p) => list.includes(p)).map((p) => t(`pdf.entry.passports.${p}`));
  const last = names.at(-1) ?? "";
  const joined =
    names.length > 1 ? t("pdf.entry.listJoin", { init: names.slice(0, -1).join(", "), last }) : last;
  return t("pdf.entry.passportList", { names: joined, count: names.length });
}

/** What a record says, in one sentence. */
export function entryStatement(record: EntryRecord, country: CountryArgs, t: GuideTranslator): string {
  if (!isVerified(record)) return t("pdf.entry.unverified", country);
  const requirement = t(requirementKeys[record.requirement]);
  return record.stayDays
    ? t("pdf.entry.statementWithStay", { requirement, days: record.stayDays })
    : t("pdf.entry.statement", { requirement });
}

/**
 * The guide's first card, drawn from the records: a headline (the requirement when every passport
 * has the same verified one) and one line per record.
 */
export function entryCard(
  records: readonly EntryRecord[],
  country: CountryArgs,
  t: GuideTranslator,
): { label: string; value: string; lines: string[] } {
  const kinds = new Set(records.map((record) => record.requirement));
  const only = kinds.size === 1 ? [...kinds][0] : undefined;
  const value =
    only && only !== "unverified"
      ? t(requirementKeys[only])
      : only === "unverified"
        ? t("pdf.entry.notVerified")
        : t("pdf.entry.dependsOnPassport");
  const lines = records.map((record) =>
    t("pdf.entry.line", {
      passports: passportList(record.passports, t),
      statement: entryStatement(record, country, t),
    }),
  );
  return { label: t("pdf.entry.label"), value, lines };
}
