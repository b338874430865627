import type { BudgetPart, UsdRange } from "@/lib/cities/numbers/metrics";

/**
 * The personal budget of /cities/budget: a few lifestyle choices turn each city's sourced budget
 * ranges into one monthly figure, and the difference to the city the visitor lives in. Pure and
 * free of zod and data imports: the server renders the list with it and the browser re-applies
 * it on every choice. The choices travel in the URL (./query.ts parses them, `budgetSearch`
 * writes them).
 */

export const rentLevels = ["low", "high"] as const;
export type RentLevel = (typeof rentLevels)[number];
/** Cooking at home counts food at the low end of its range, eating out at the high end. */
export const foodStyles = ["cook", "out"] as const;
export type FoodStyle = (typeof foodStyles)[number];

export type BudgetChoices = {
  rent: RentLevel;
  food: FoodStyle;
  coworking: boolean;
  /** The id of the city the visitor lives in, when it is one of ours. */
  home: string | null;
};

export const defaultBudgetChoices: BudgetChoices = { rent: "low", food: "cook", coworking: true, home: null };

/** The query string of a set of choices ("rent=high&cowork=no"), defaults left out. */
export function budgetSearch(choices: BudgetChoices): string {
  const params = new URLSearchParams();
  if (choices.rent !== defaultBudgetChoices.rent) params.set("rent", choices.rent);
  if (choices.food !== defaultBudgetChoices.food) params.set("food", choices.food);
  if (choices.coworking !== defaultBudgetChoices.coworking)
    params.set("cowork", choices.coworking ? "yes" : "no");
  if (choices.home !== null) params.set("home", choices.home);
  return params.toString();
}

/** A city's budget parts in US dollars a month (null: unknown), as lib/cities/numbers/metrics.ts gives them. */
export type BudgetParts = Record<BudgetPart, UsdRange | null>;

/** Each part's amount for the choices, in the order of the page's breakdown. */
export type BudgetLine = { part: BudgetPart; usd: number };

export type PersonalBudget =
  | { status: "known"; usd: number; lines: BudgetLine[] }
  /** Some part the choices need is unknown: no total, which parts, and the parts that are known. */
  | { status: "unknown"; unknown: BudgetPart[]; lines: BudgetLine[] };

const middle = (range: UsdRange) => (range.low + range.high) / 2;

/**
 * One city's month for the choices: rent at the low or high end of its range; food at the low
 * end (cooking) or the high end (eating out); transport, and coworking when chosen, at the middle
 * of their ranges. A part the choices need that is unknown leaves the total unknown (the known
 * parts are still given, for the breakdown).
 */
export function personalBudget(parts: BudgetParts, choices: BudgetChoices): PersonalBudget {
  const pick: Record<BudgetPart, ((range: UsdRange) => number) | null> = {
    rent: (range) => (choices.rent === "low" ? range.low : range.high),
    coworking: choices.coworking ? middle : null,
    food: (range) => (choices.food === "cook" ? range.low : range.high),
    transport: middle,
  };
  const needed = (Object.keys(pick) as BudgetPart[]).filter((part) => pick[part] !== null);
  const unknown = needed.filter((part) => parts[part] === null);
  const lines = needed.flatMap((part) => {
    const range = parts[part];
    return range ? [{ part, usd: pick[part]!(range) }] : [];
  });
  if (unknown.length) return { status: "unknown", unknown, lines };
  return { status: "known", usd: lines.reduce((sum, line) => sum + line.usd, 0), lines };
}

/** What the budget page knows of a city: its parts, and its currency with the rate the FX table gives. */
export type BudgetCity = {
  id: string;
  parts: BudgetParts;
  /** Local currency units per US dollar (fromUsd(1, currency)); null when unknown. */
  local: { currency: string; perUsd: number } | null;
};

export type BudgetRow<T extends BudgetCity> = {
  city: T;
  budget: PersonalBudget;
  /** The total in the local currency; null when the total or the rate is unknown. */
  localAmount: number | null;
  /** This city's total minus the home city's (US dollars); null without a home or a total on both sides. */
  difference: number | null;
};

/**
 * Every city's month for the choices, cheapest first; cities with an unknown part after them, in
 * the list's order. The difference is to the home city when it is in the list with a known total.
 */
export function budgetRows<T extends BudgetCity>(
  cities: readonly T[],
  choices: BudgetChoices,
): BudgetRow<T>[] {
  const budgets = cities.map((city) => ({ city, budget: personalBudget(city.parts, choices) }));
  const home = budgets.find(({ city }) => city.id === choices.home)?.budget;
  const homeUsd = home?.status === "known" ? home.usd : null;
  const rows = budgets.map(({ city, budget }) => {
    const usd = budget.status === "known" ? budget.usd : null;
    return {
      city,
      budget,
      localAmount: usd !== null && city.local ? usd * city.local.perUsd : null,
      difference: usd !== null && homeUsd !== null ? usd - homeUsd : null,
    };
  });
  const total = (row: BudgetRow<T>) => (row.budget.status === "known" ? row.budget.usd : Infinity);
  return rows.sort((a, b) => total(a) - total(b));
}
