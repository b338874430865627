import type { Fact } from "@/lib/visa/facts/schema";
import { dayOf, isoOf, type Day } from "./days";
import type { SourcedLimit, StayRules } from "./rules";
import type { TripInput } from "./trips";
import { firstExceeded, lastAllowedDay, lastDayOfEntry, usedOn, type Limit, type Stay } from "./windows";

/**
 * The planner's answer for each country visited: the days used against each rule, the day you must
 * leave, tax-residency days, and warnings. Pure: trips, passport and today in, a report out; the
 * what-if mode runs it twice (without and with the planned trip) and shows what changed.
 */

/** A warning comes this many days before a limit. */
export const WARNING_DAYS = 14;

export type RuleKey = "perEntry" | "perPeriod" | "tax";

export type RuleReport = {
  rule: RuleKey;
  fact: Fact;
  limit: Limit;
  /**
   * Days counted on the reference day: today, or the trip's first day when it is still ahead; for a
   * per-entry limit with every trip over, the last day of the latest trip.
   */
  used: number;
  /** The limit in days (per-entry limits in months are shown with their record's sentence). */
  allowed: number | null;
  /** The first day the limit is broken by the trips entered (planned ones included), if any. */
  exceededOn: string | null;
};

export type Warning =
  | { kind: "over"; rule: RuleKey; date: string }
  | { kind: "leaveSoon"; date: string; days: number }
  | { kind: "taxReached"; date: string }
  | { kind: "taxNear"; daysLeft: number };

export type CountryReport = {
  country: string;
  /** The trip the leave-by date is for: the one you are on, else the next one; null when all are past. */
  focus: TripInput | null;
  /** The last day you may stay on the focus trip if you stay on without leaving (null: no limit known). */
  leaveBy: string | null;
  /** The rule that sets `leaveBy`. */
  leaveByRule: RuleKey | null;
  /** The extension record and, when it adds a duration, the leave-by date with the extension. */
  extension: { fact: Fact; leaveBy: string | null } | null;
  /** The tax-residency record when it counts no days (what applies is in its sentence). */
  taxNote: Fact | null;
  /** The day you would become a tax resident staying on from the focus trip, if within three years. */
  taxResidentFrom: string | null;
  rules: RuleReport[];
  warnings: Warning[];
  /** Rules with no record for this passport: the planner says it cannot check them. */
  missing: RuleKey[];
};

/** A trip's counted days: an open trip runs to today (or is its entry day alone while still ahead). */
function stayOf(trip: TripInput, now: Day): Stay {
  const entry = dayOf(trip.entry);
  const exit = trip.exit === null ? Math.max(entry, now) : dayOf(trip.exit);
  return { entry, exit };
}

function focusTrip(trips: readonly TripInput[], now: Day): TripInput | null {
  const sorted = [...trips].sort((a, b) => a.entry.localeCompare(b.entry));
  const current = sorted.find((trip) => dayOf(trip.entry) <= now && stayOf(trip, now).exit >= now);
  return current ?? sorted.find((trip) => dayOf(trip.entry) > now) ?? null;
}

const RULE_KEYS: RuleKey[] = ["perEntry", "perPeriod", "tax"];

function allowedDays(limit: Limit): number | null {
  if (limit.kind === "window") return limit.days;
  return limit.unit === "days" || limit.unit === "business-days" ? limit.amount : null;
}

/** The tax threshold is reached on the day the count equals it: a limit of one day fewer breaks there. */
const taxLimit = (limit: Limit): Limit =>
  limit.kind === "window" ? { ...limit, days: limit.days - 1 } : limit;

export function countryReport(rules: StayRules, trips: readonly TripInput[], now: Day): CountryReport {
  const own = trips.filter((trip) => trip.country === rules.country);
  const stays = own.map((trip) => stayOf(trip, now));
  const focus = focusTrip(own, now);
  const focusEntry = focus ? dayOf(focus.entry) : null;
  // Before the focus trip: the other trips that started before it (later ones do not shorten it).
  const before = focus
    ? own.filter((t) => t !== focus && t.entry < focus.entry).map((t) => stayOf(t, now))
    : [];
  const reference = focusEntry !== null && focusEntry > now ? focusEntry : now;
  // A per-entry count belongs to one stay: the one you are on or will start, else the last one.
  const lastStay = stays.reduce<Stay | null>(
    (last, stay) => (!last || stay.entry > last.entry ? stay : last),
    null,
  );
  const entryReference = focus ? reference : (lastStay?.exit ?? now);

  const report: CountryReport = {
    country: rules.country,
    focus,
    leaveBy: null,
    leaveByRule: null,
    extension: null,
    taxResidentFrom: null,
    taxNote: rules.taxNote ?? null,
    rules: [],
    warnings: [],
    missing: RULE_KEYS.filter((key) => !rules[key] && !(key === "tax" && rules.taxNote)),
  };

  let leaveBy: Day | null = null;
  for (const key of RULE_KEYS) {
    const sourced: SourcedLimit | undefined = rules[key];
    if (!sourced) continue;
    const limit = key === "tax" ? taxLimit(sourced.limit) : sourced.limit;
    const exceeded = firstExceeded(stays, limit);
    report.rules.push({
      rule: key,
      fact: sourced.fact,
      limit: sourced.limit,
      used: usedOn(stays, sourced.limit, sourced.limit.kind === "entry" ? entryReference : reference),
      allowed: allowedDays(sourced.limit),
      exceededOn: exceeded === null ? null : isoOf(exceeded),
    });
    if (key === "tax") {
      if (exceeded !== null) report.warnings.push({ kind: "taxReached", date: isoOf(exceeded) });
      const allowed = allowedDays(sourced.limit);
      const used = usedOn(stays, sourced.limit, now);
      if (exceeded === null && allowed !== null && used < allowed && allowed - used <= WARNING_DAYS)
        report.warnings.push({ kind: "taxNear", daysLeft: allowed - used });
      if (focusEntry !== null) {
        const last = lastAllowedDay(before, limit, focusEntry);
        report.taxResidentFrom = last === null ? null : isoOf(last + 1);
      }
      continue;
    }
    if (exceeded !== null) report.warnings.push({ kind: "over", rule: key, date: isoOf(exceeded) });
    if (focusEntry !== null) {
      const last = lastAllowedDay(before, limit, focusEntry);
      if (last !== null && (leaveBy === null || last < leaveBy)) {
        leaveBy = last;
        report.leaveByRule = key;
      }
    }
  }
  if (leaveBy !== null) {
    report.leaveBy = isoOf(leaveBy);
    const daysLeft = leaveBy - now;
    if (focusEntry !== null && focusEntry <= now && daysLeft >= 0 && daysLeft <= WARNING_DAYS)
      report.warnings.push({ kind: "leaveSoon", date: report.leaveBy, days: daysLeft });
  }
  if (rules.extension)
    report.extension = { fact: rules.extension, leaveBy: extendedLeaveBy(rules, before, focusEntry) };
  return report;
}

/**
 * With an extension that adds a duration, the per-entry limit grows by it; the period rule still
 * applies. null when the record gives no duration or there is no trip to extend.
 */
function extendedLeaveBy(rules: StayRules, before: Stay[], entry: Day | null): string | null {
  const value = rules.extension?.value;
  if (entry === null || value?.type !== "duration" || rules.perEntry?.limit.kind !== "entry") return null;
  // The extension starts the day after the stay granted at entry ends.
  const granted = lastDayOfEntry(rules.perEntry.limit, entry);
  let last = lastDayOfEntry({ kind: "entry", amount: value.amount, unit: value.unit }, granted + 1);
  // A period limit larger than the stay per entry is a ceiling the extension stays under (90 days
  // per entry, 180 per year); one equal to it is the same allowance, which the extension lengthens.
  const period = rules.perPeriod?.limit;
  if (period?.kind === "window" && period.days > granted - entry + 1) {
    const periodLast = lastAllowedDay(before, period, entry);
    if (periodLast !== null) last = Math.min(last, periodLast);
  }
  return isoOf(last);
}

/** A report for every country with trips, in the order of first entry. */
export function planStays(
  trips: readonly TripInput[],
  rulesOf: (country: string) => StayRules,
  now: Day,
): CountryReport[] {
  const ordered = [...trips].sort((a, b) => a.entry.localeCompare(b.entry));
  const countries = [...new Set(ordered.map((trip) => trip.country))];
  return countries.map((country) => countryReport(rulesOf(country), trips, now));
}
