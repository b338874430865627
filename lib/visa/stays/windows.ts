import { monthsAfter, monthsBefore, yearStart, yearsBefore, type Day } from "./days";

/**
 * Counting days against a limit. The rule everywhere: a stay counts every calendar day from its
 * entry to its exit inclusive (the day you arrive and the day you leave both count, as immigration
 * offices count them), and a day spent in a country counts once even when two trips cover it.
 */

/** Days in a country, entry and exit included. */
export type Stay = { entry: Day; exit: Day };

export type PeriodUnit = "days" | "months" | "years";
export type Counting = "rolling" | "calendar-year";

/**
 * A limit on days:
 * - `window`: at most `days` within a period that is rolling (the `length` days, months or years
 *   up to and including each day) or the calendar year (1 January to the day);
 * - `entry`: at most `amount` days, months or years from each entry (entry day is day one).
 */
export type Limit =
  | { kind: "window"; days: number; length: number; unit: PeriodUnit; counting: Counting }
  | { kind: "entry"; amount: number; unit: PeriodUnit | "business-days" };

/** The first day of the period that ends on `day`. */
export function windowStart(limit: Extract<Limit, { kind: "window" }>, day: Day): Day {
  if (limit.counting === "calendar-year")
    return limit.unit === "years" ? yearStart(yearsBefore(day, limit.length - 1)) : yearStart(day);
  if (limit.unit === "days") return day - limit.length + 1;
  if (limit.unit === "months") return monthsBefore(day, limit.length) + 1;
  return yearsBefore(day, limit.length) + 1;
}

/**
 * The last day allowed by a per-entry limit: entry + 90 days - 1 for "90 days"; the day before the
 * same date n months later for "n months". Business days are counted as calendar days, which can
 * only leave earlier, never later.
 */
export function lastDayOfEntry(limit: Extract<Limit, { kind: "entry" }>, entry: Day): Day {
  if (limit.unit === "months") return monthsAfter(entry, limit.amount) - 1;
  if (limit.unit === "years") return monthsAfter(entry, 12 * limit.amount) - 1;
  return entry + limit.amount - 1;
}

/** Stays sorted and merged, so that a day covered twice counts once. */
export function merge(stays: readonly Stay[]): Stay[] {
  const sorted = [...stays].sort((a, b) => a.entry - b.entry);
  const out: Stay[] = [];
  for (const stay of sorted) {
    const last = out[out.length - 1];
    if (last && stay.entry <= last.exit + 1) last.exit = Math.max(last.exit, stay.exit);
    else out.push({ ...stay });
  }
  return out;
}

/** Days of `stays` from `from` to `to`, both included. */
function daysBetween(merged: readonly Stay[], from: Day, to: Day): number {
  let total = 0;
  for (const stay of merged) {
    const overlap = Math.min(stay.exit, to) - Math.max(stay.entry, from) + 1;
    if (overlap > 0) total += overlap;
  }
  return total;
}

/**
 * The days used on `day` under a limit: for a window, the days spent within the period ending that
 * day; for a per-entry limit, the days since the entry of the stay that covers that day (0 outside).
 */
export function usedOn(stays: readonly Stay[], limit: Limit, day: Day): number {
  if (limit.kind === "entry") {
    let used = 0;
    for (const stay of stays)
      if (stay.entry <= day && day <= stay.exit) used = Math.max(used, day - stay.entry + 1);
    return used;
  }
  return daysBetween(merge(stays), windowStart(limit, day), day);
}

/** Whether the limit is broken on `day`. */
export function exceededOn(stays: readonly Stay[], limit: Limit, day: Day): boolean {
  if (limit.kind === "entry")
    return stays.some(
      (stay) => stay.entry <= day && day <= stay.exit && day > lastDayOfEntry(limit, stay.entry),
    );
  return usedOn(stays, limit, day) > limit.days;
}

/** Every day covered by the stays, in order, once each. */
function* coveredDays(stays: readonly Stay[]): Generator<Day> {
  for (const stay of merge(stays)) for (let day = stay.entry; day <= stay.exit; day++) yield day;
}

/**
 * The first day on which the limit is broken, or null. Only a day spent in the country can add to
 * a count, so only those days are checked.
 */
export function firstExceeded(stays: readonly Stay[], limit: Limit): Day | null {
  for (const day of coveredDays(stays)) if (exceededOn(stays, limit, day)) return day;
  return null;
}

/** How far ahead a continuous stay is followed: beyond it a limit is taken never to bind. */
const HORIZON_DAYS = 3 * 366;

/**
 * The last day you may stay when you enter on `entry` and stay on without leaving, given the other
 * stays (`before`): the day before the first day the limit would be broken. null when it is never
 * broken within three years; `entry - 1` when you could not even enter.
 */
export function lastAllowedDay(before: readonly Stay[], limit: Limit, entry: Day): Day | null {
  if (limit.kind === "entry") return lastDayOfEntry(limit, entry);
  for (let day = entry; day <= entry + HORIZON_DAYS; day++) {
    if (exceededOn([...before, { entry, exit: day }], limit, day)) return day - 1;
  }
  return null;
}
