/**
 * The countries the planner covers: those with fact records (tests/unit/visa-stays.test.ts holds
 * the two lists equal). Kept apart from the records so the browser gets the names without them.
 */
export const stayCountries = [
  "argentina",
  "bolivia",
  "brazil",
  "chile",
  "colombia",
  "costa-rica",
  "ecuador",
  "mexico",
  "paraguay",
  "peru",
  "uruguay",
] as const;
export type StayCountry = (typeof stayCountries)[number];

export const isStayCountry = (value: string): value is StayCountry =>
  (stayCountries as readonly string[]).includes(value);
