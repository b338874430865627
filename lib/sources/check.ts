import { differenceInCalendarDays, parseISO } from "date-fns";

/** A record checked more than this many days ago is stale: someone must open its page again. */
export const MAX_RECORD_AGE_DAYS = 365;

/** Why a record's check date is not acceptable on `today` (stale, or a day to come); null when fine. */
export function checkDateProblem(verifiedOn: string, today: Date): string | null {
  const age = differenceInCalendarDays(today, parseISO(verifiedOn));
  if (Number.isNaN(age)) return `${verifiedOn} is not a date`;
  if (age > MAX_RECORD_AGE_DAYS) return `verified ${age} days ago; check it again`;
  if (age < 0) return `verified on a day to come (${verifiedOn})`;
  return null;
}
