import { z } from "zod";
import { passports, type Passport } from "@/lib/guides/entry";
import { firstValue, type SearchParams } from "@/lib/http/search-params";
import { payerKinds, type PayerKind } from "@/lib/visa/facts/schema";

/**
 * What the eligibility check asks, as it travels in the page's URL (shareable, and what the visa
 * assistant links with): nationality, income (USD a month), savings (USD), payer, stay (+ stayUnit)
 * and dependants. Every field may be left out; a rule that needs a missing one says so instead of
 * guessing. One schema for the form (react-hook-form) and the server (the query string).
 */

export const nationalities = [...passports, "other"] as const;
export type Nationality = (typeof nationalities)[number];
export const stayUnits = ["days", "months"] as const;
export type StayUnit = (typeof stayUnits)[number];

/** The query's names, in the order the form shows them. */
export const eligibilityParams = [
  "nationality",
  "income",
  "savings",
  "payer",
  "stay",
  "stayUnit",
  "dependants",
] as const;
export type EligibilityParam = (typeof eligibilityParams)[number];

/** A number typed in a field: digits with an optional decimal point; blank means "not given". */
const amount = (max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((raw) => raw === "" || (/^\d{1,9}(\.\d{1,2})?$/.test(raw) && Number(raw) <= max), { message })
    .transform((raw) => (raw === "" ? undefined : Number(raw)));

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((raw) => raw === "" || (/^\d{1,4}$/.test(raw) && Number(raw) >= min && Number(raw) <= max), {
      message,
    })
    .transform((raw) => (raw === "" ? undefined : Number(raw)));

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.literal(""), z.enum(values)], { error: message })
    .transform((raw) => (raw === "" ? undefined : raw));

/** The form's fields as text (what an <input> and the query string hold). Messages are `validation` keys. */
export const eligibilityFormSchema = z.object({
  nationality: choice(nationalities, "eligibility.nationality"),
  income: amount(10_000_000, "eligibility.income"),
  savings: amount(100_000_000, "eligibility.savings"),
  payer: choice(payerKinds, "eligibility.payer"),
  stay: wholeNumber(1, 3650, "eligibility.stay"),
  stayUnit: z.enum(stayUnits, { error: "eligibility.stayUnit" }),
  dependants: wholeNumber(0, 20, "eligibility.dependants"),
});
export type EligibilityForm = z.input<typeof eligibilityFormSchema>;
export type EligibilityValues = z.output<typeof eligibilityFormSchema>;

/** What the rules read: the stay in days (a month counts as 30), dependants 0 when not given. */
export type EligibilityInput = {
  passport?: Passport;
  /** "other": a nationality the records do not cover; no per-passport record applies. */
  nationality?: Nationality;
  incomeUsd?: number;
  savingsUsd?: number;
  payer?: PayerKind;
  stayDays?: number;
  dependants: number;
};

export const DAYS_PER_MONTH = 30;

export function toInput(values: EligibilityValues): EligibilityInput {
  const { nationality } = values;
  return {
    nationality,
    passport: nationality && nationality !== "other" ? nationality : undefined,
    incomeUsd: values.income,
    savingsUsd: values.savings,
    payer: values.payer,
    stayDays:
      values.stay === undefined
        ? undefined
        : values.stayUnit === "months"
          ? values.stay * DAYS_PER_MONTH
          : values.stay,
    dependants: values.dependants ?? 0,
  };
}

/** The form's text from a query (Next.js searchParams or URLSearchParams); a repeated name keeps its first value. */
export function formFromQuery(query: SearchParams): EligibilityForm {
  const read = (name: EligibilityParam) => firstValue(query[name]) ?? "";
  const stayUnit = read("stayUnit");
  return {
    nationality: read("nationality") as EligibilityForm["nationality"],
    income: read("income"),
    savings: read("savings"),
    payer: read("payer") as EligibilityForm["payer"],
    stay: read("stay"),
    stayUnit: (stayUnit === "" ? "days" : stayUnit) as EligibilityForm["stayUnit"],
    dependants: read("dependants"),
  };
}

/** The query string of a filled form: only the fields given, and stayUnit only when it is not days. */
export function queryFromForm(form: EligibilityForm): string {
  const params = new URLSearchParams();
  for (const name of eligibilityParams) {
    const value = String(form[name] ?? "").trim();
    if (value === "" || (name === "stayUnit" && (value === "days" || form.stay.trim() === ""))) continue;
    params.set(name, value);
  }
  return params.toString();
}

export type ParsedQuery =
  | { status: "empty"; form: EligibilityForm }
  | { status: "invalid"; form: EligibilityForm; errors: Partial<Record<EligibilityParam, string>> }
  | { status: "ok"; form: EligibilityForm; input: EligibilityInput };

/** Reads the page's query: nothing asked yet, a field that does not parse (its message key), or the input. */
export function parseQuery(query: SearchParams): ParsedQuery {
  const form = formFromQuery(query);
  if (eligibilityParams.every((name) => name === "stayUnit" || form[name] === ""))
    return { status: "empty", form };
  const parsed = eligibilityFormSchema.safeParse(form);
  if (!parsed.success) {
    const errors: Partial<Record<EligibilityParam, string>> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as EligibilityParam;
      errors[name] ??= issue.message;
    }
    return { status: "invalid", form, errors };
  }
  return { status: "ok", form, input: toInput(parsed.data) };
}
