import { z } from "zod";
import { passports } from "@/lib/guides/entry";
import {
  confidences,
  deepLink,
  isoDate,
  sourceSchema,
  textSchema,
  type SourcedText,
} from "@/lib/sources/schema";

/** A fact's sentence in each language. */
export type FactText = SourcedText;

/**
 * Visa facts as data. One file per country (content/visa/facts/<country>.json) holds the country's
 * programs and one record per fact: what it is about, its value with unit and currency, the
 * passports it applies to, the official page that states it (a deep link, never a home page), a
 * short quote from that page, the day someone checked it and how sure we are. The assistant, the
 * /visa pages, the country guides, the city pages and the visa tools all read these records, so they
 * cannot disagree; tests/unit/visa-facts.test.ts refuses a record without a deep link, one checked
 * more than 12 months ago, and two records that say different things about the same thing.
 */

export const programKinds = ["tourist", "digital-nomad", "residence"] as const;
export type ProgramKind = (typeof programKinds)[number];

export const programSchema = z.strictObject({
  /** "<country>-<slug>", e.g. "costa-rica-digital-nomad". */
  id: z.string().regex(/^[a-z0-9-]+$/),
  kind: z.enum(programKinds),
  /** The official name, in the country's language ("Visa V Nómada Digital"). */
  officialName: z.string().min(3),
  /** What we call it in each language. */
  name: textSchema,
  /** The official page of the program (a deep link). */
  url: deepLink,
});
export type Program = z.infer<typeof programSchema>;

export const factKinds = [
  /** Whether a passport needs a visa to visit: value `requirement`. */
  "entry-requirement",
  /** The longest visitor stay per entry: value `duration`. */
  "stay-per-entry",
  /** The most days allowed within a period, and how the period counts: value `window`. */
  "stay-per-period",
  /** Whether and by how much a visitor stay can be extended: value `duration` (the extra time) or `rule`. */
  "extension",
  /** Income the program asks for: value `money`; `none` when the rule sets no amount (a sworn statement). */
  "income-threshold",
  /** Savings accepted instead of income: value `money`. */
  "savings-alternative",
  /** A fee (aspect says which: "application", "visa", "document"): value `money`. */
  "fee",
  /** How long the permit lasts: value `duration`. */
  "program-duration",
  /** Whether and for how long it renews: value `duration` or `rule`. */
  "renewal",
  /** Whether health insurance is required: value `rule`. */
  "insurance",
  /**
   * Days in the country that make you a tax resident, and how they count: value `window`; `none`
   * when no rule in force counts days (the sentence says what applies instead).
   */
  "tax-residency",
  /** Who may pay you while you hold the permit: value `payers`. */
  "payers",
  /** Where and how to apply: value `none` (the sentence says it). */
  "application",
  /** How long a decision takes: value `duration`. */
  "processing-time",
] as const;
export type FactKind = (typeof factKinds)[number];

export const durationUnits = ["days", "business-days", "months", "years"] as const;
export const windowCountings = ["rolling", "calendar-year", "per-entry"] as const;
export const payerKinds = ["foreign-employer", "foreign-clients", "local"] as const;
export type PayerKind = (typeof payerKinds)[number];

const durationValue = z.strictObject({
  type: z.literal("duration"),
  amount: z.number().positive(),
  unit: z.enum(durationUnits),
});

/** "90 days within any 180 days" = { days: 90, period: { length: 180, unit: "days", counting: "rolling" } }. */
const windowValue = z.strictObject({
  type: z.literal("window"),
  days: z.number().int().positive(),
  period: z.strictObject({
    length: z.number().int().positive(),
    unit: z.enum(["days", "months", "years"]),
    counting: z.enum(windowCountings),
  }),
});

const moneyValue = z.strictObject({
  type: z.literal("money"),
  amount: z.number().nonnegative(),
  /** ISO 4217, e.g. "USD", "COP". */
  currency: z.string().regex(/^[A-Z]{3}$/),
  per: z.enum(["month", "year", "once"]),
  /** How the amount is set when it follows another figure: "3 × the 2026 monthly minimum wage". */
  basis: z.string().min(3).optional(),
  /** The amount in US dollars when the currency is another, rounded, for comparisons; says "about". */
  usdApprox: z.number().nonnegative().optional(),
  /** What each dependant adds, or the total with family, in the same currency. */
  dependants: z
    .strictObject({ amount: z.number().nonnegative(), per: z.enum(["each", "family-total"]) })
    .optional(),
});

const requirementValue = z.strictObject({
  type: z.literal("requirement"),
  requirement: z.enum(["visa-free", "e-visa", "visa"]),
});

/** A yes/no rule: insurance required, extension possible, renewable. */
const ruleValue = z.strictObject({ type: z.literal("rule"), allowed: z.boolean() });

const payersValue = z.strictObject({
  type: z.literal("payers"),
  allowed: z.array(z.enum(payerKinds)).min(1),
});

const noValue = z.strictObject({ type: z.literal("none") });

export const factValueSchema = z.discriminatedUnion("type", [
  durationValue,
  windowValue,
  moneyValue,
  requirementValue,
  ruleValue,
  payersValue,
  noValue,
]);
export type FactValue = z.infer<typeof factValueSchema>;

/** Which value types each kind takes. */
export const valueTypesByKind: Record<FactKind, readonly FactValue["type"][]> = {
  "entry-requirement": ["requirement"],
  "stay-per-entry": ["duration"],
  "stay-per-period": ["window"],
  extension: ["duration", "rule"],
  "income-threshold": ["money", "none"],
  "savings-alternative": ["money"],
  fee: ["money", "none"],
  "program-duration": ["duration"],
  renewal: ["duration", "rule"],
  insurance: ["rule"],
  "tax-residency": ["window", "none"],
  payers: ["payers"],
  application: ["none"],
  "processing-time": ["duration"],
};

export const factSchema = z.strictObject({
  /** "<country>-<program slug>-<kind>[-<aspect or passports>]", unique across all countries. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  program: z.string().regex(/^[a-z0-9-]+$/),
  kind: z.enum(factKinds),
  /** Tells apart facts of one kind that are different things (fee "application" and fee "document"). */
  aspect: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  value: factValueSchema,
  /** The passports it applies to; "all" when it does not depend on nationality. */
  nationalities: z.union([z.literal("all"), z.array(z.enum(passports)).min(1)]),
  /** The fact in one sentence per language, with its figures (the same figures in each language). */
  text: textSchema,
  source: sourceSchema,
  verifiedOn: isoDate,
  /**
   * official: the quote is from the government page linked; secondary: from a reliable non-official
   * page (a law firm, an embassy of another country); unverified: we could not confirm it, and every
   * surface says so instead of asserting it.
   */
  confidence: z.enum(confidences),
});
export type Fact = z.infer<typeof factSchema>;

export const countryFactsSchema = z.strictObject({
  country: z.string().regex(/^[a-z-]+$/),
  programs: z.array(programSchema).min(1),
  facts: z.array(factSchema).min(1),
});
export type CountryFacts = z.infer<typeof countryFactsSchema>;
