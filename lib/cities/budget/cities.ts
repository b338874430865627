import { fromUsd, metricsFor, metricsOf } from "@/lib/cities/numbers/metrics";
import { cityNumbers } from "@/lib/cities/numbers/records";
import type { City } from "@/lib/cities/schema";
import type { BudgetCity } from "./plan";

/** A city as the budget page lists it: its name and country in the page's language, and its budget data. */
export type BudgetPageCity = BudgetCity & { name: string; country: string };

/**
 * The budget page's cities, from the cities in the page's language: each one's budget parts in US
 * dollars (lib/cities/numbers/metrics.ts) and its local currency with the FX table's rate
 * (fromUsd of one dollar; none for a city that pays in dollars, or without a rate).
 */
export function budgetCities(list: readonly City[]): BudgetPageCity[] {
  return list.map((city) => {
    const currency = cityNumbers.get(city.id)?.currency;
    const perUsd = currency && currency !== "USD" ? fromUsd(1, currency) : null;
    return {
      id: city.id,
      name: city.name,
      country: city.country,
      parts: (metricsFor(city.id) ?? metricsOf(undefined, city)).budget,
      local: currency && perUsd !== null ? { currency, perUsd } : null,
    };
  });
}
