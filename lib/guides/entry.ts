import type { GuideTranslator } from "@/lib/guides/pdf-text";
import type { FactWriter } from "@/lib/visa/facts/figures";
import type { PassportGroup } from "@/lib/visa/facts/overview";
import type { Fact } from "@/lib/visa/facts/schema";

/**
 * Entry for visitors, per passport: what a guide's first page and its 'Entry by passport' list state,
 * drawn from the country's `entry-requirement` and `stay-per-entry` fact records (grouped by
 * lib/visa/facts/overview.ts). A passport whose requirement is not recorded, or recorded as
 * unverified, gets "Not verified" instead of a guess.
 */
export const passports = ["us", "ca", "eu", "uk", "au"] as const;
export type Passport = (typeof passports)[number];

// lib/visa/facts imports the passports from here, so this module takes only types from there.
const isAsserted = (fact: Fact) => fact.confidence !== "unverified";

/** The country a statement names, as the messages take it: its name and, for an article, its gender. */
export type CountryArgs = { country: string; gender: string };

/** Whether the group's entry rule may be stated: its requirement is recorded and not unverified. */
export const isKnown = (group: PassportGroup): boolean =>
  group.requirement !== undefined && isAsserted(group.requirement);

/** What a group's records say, in one sentence. */
export function entryStatement(
  group: PassportGroup,
  country: CountryArgs,
  t: GuideTranslator,
  w: FactWriter,
): string {
  if (!group.requirement || !isKnown(group)) return t("pdf.entry.unverified", country);
  const requirement = w.figure(group.requirement) ?? "";
  const stay = group.stay && isAsserted(group.stay) ? w.figure(group.stay) : undefined;
  return stay
    ? t("pdf.entry.statementWithStay", { requirement, stay })
    : t("pdf.entry.statement", { requirement });
}

/** "US, Canadian and Australian passports: E-visa needed before you travel, for stays of up to 90 days." */
export function entryLine(group: PassportGroup, country: CountryArgs, t: GuideTranslator, w: FactWriter) {
  return t("pdf.entry.line", {
    passports: w.passportList(group.passports),
    statement: entryStatement(group, country, t, w),
  });
}

/**
 * The guide's first card: a headline (the requirement when every passport has the same known one)
 * and one line per passport group.
 */
export function entryCard(
  groups: readonly PassportGroup[],
  country: CountryArgs,
  t: GuideTranslator,
  w: FactWriter,
): { label: string; value: string; lines: string[] } {
  const requirementOf = (group: PassportGroup) =>
    isKnown(group) && group.requirement?.value.type === "requirement"
      ? group.requirement.value.requirement
      : "unknown";
  const kinds = new Set(groups.map(requirementOf));
  const first = groups[0];
  const value =
    kinds.size === 1 && first?.requirement && !kinds.has("unknown")
      ? (w.figure(first.requirement) ?? "")
      : kinds.size === 1
        ? t("pdf.entry.notVerified")
        : t("pdf.entry.dependsOnPassport");
  const lines = groups.map((group) => entryLine(group, country, t, w));
  return { label: t("pdf.entry.label"), value, lines };
}
