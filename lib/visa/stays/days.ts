import { addDays, addMonths, addYears, differenceInCalendarDays, format, isValid, parse } from "date-fns";

/**
 * Calendar days as whole numbers (days since 1970-01-01), so that windows and stays are plain
 * integer arithmetic. Dates travel as ISO "YYYY-MM-DD" strings: a day in a country is a calendar day,
 * whatever the traveller's time zone.
 */
export type Day = number;

const EPOCH = new Date(1970, 0, 1);
const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-03-01" → its day number, or null when it is not a real calendar date. */
export function parseDay(iso: string): Day | null {
  if (!ISO.test(iso)) return null;
  const date = parse(iso, "yyyy-MM-dd", EPOCH);
  return isValid(date) ? differenceInCalendarDays(date, EPOCH) : null;
}

export function dayOf(iso: string): Day {
  const day = parseDay(iso);
  if (day === null) throw new RangeError(`Not an ISO date: ${iso}`);
  return day;
}

export const toDate = (day: Day): Date => addDays(EPOCH, day);
export const isoOf = (day: Day): string => format(toDate(day), "yyyy-MM-dd");

/** The day `amount` months (or years) before `day`: 31 March minus one month is 28/29 February. */
export const monthsBefore = (day: Day, amount: number): Day =>
  differenceInCalendarDays(addMonths(toDate(day), -amount), EPOCH);
export const yearsBefore = (day: Day, amount: number): Day =>
  differenceInCalendarDays(addYears(toDate(day), -amount), EPOCH);
export const monthsAfter = (day: Day, amount: number): Day =>
  differenceInCalendarDays(addMonths(toDate(day), amount), EPOCH);

/** 1 January of the day's year. */
export const yearStart = (day: Day): Day =>
  differenceInCalendarDays(new Date(toDate(day).getFullYear(), 0, 1), EPOCH);

/** Today in the local calendar. */
export const today = (): Day => differenceInCalendarDays(new Date(), EPOCH);
