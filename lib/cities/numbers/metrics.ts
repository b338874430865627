import { cities } from "@/lib/cities/cities";
import { englishCountryName } from "@/lib/cities/country-names";
import { cityNumbers, fxRates } from "./records";
import { isKnown, type CityNumbers, type Currency, type Money, type NumberRecord } from "./schema";

/** The parts of a nomad's monthly budget, in the order they are shown. */
export const budgetParts = ["rent", "coworking", "food", "transport"] as const;
export type BudgetPart = (typeof budgetParts)[number];

/** A monthly amount in US dollars: one figure (low = high) or a range. */
export type UsdRange = { low: number; high: number };

/**
 * A city's numbers reduced to what lists, filters, the budget and the compare table work with:
 * plain numbers (US dollars for money), null where the record is unknown or cannot be converted.
 * Small and serialisable: the /cities page sends every city's metrics to the browser.
 */
export type CityMetrics = {
  id: string;
  /** English country name (the filter's value). */
  country: string;
  timezone: string;
  budget: Record<BudgetPart, UsdRange | null>;
  /** The four parts added up; null when any part is unknown. */
  total: UsdRange | null;
  fixedMbps: number | null;
  mobileMbps: number | null;
  /** Average daily high and low per month (°C, January first). */
  temperature: { high: number[]; low: number[] } | null;
  rainyDays: number[] | null;
  altitude: number | null;
  /** Travel advisory level, 1 (normal precautions) to 4 (do not travel). */
  advisory: number | null;
  pm25: number | null;
  english: number | null;
};

/** US dollars for an amount in `currency`, by the FX table; null when the table has no rate for it. */
export function toUsd(amount: number, currency: Currency): number | null {
  if (currency === "USD") return amount;
  const rate = fxRates.get(currency);
  return rate ? amount / rate.perUsd : null;
}

/** An amount in US dollars in `currency`, by the FX table; null when the table has no rate for it. */
export function fromUsd(usd: number, currency: Currency): number | null {
  if (currency === "USD") return usd;
  const rate = fxRates.get(currency);
  return rate ? usd * rate.perUsd : null;
}

/** A money record in US dollars (its range, or one figure as low = high). */
export function moneyInUsd(money: Money): UsdRange | null {
  const low = toUsd(money.amount, money.currency);
  const high = toUsd(money.high ?? money.amount, money.currency);
  return low === null || high === null ? null : { low, high };
}

const valueOf = <T>(record: NumberRecord<T>): T | null => (isKnown(record) ? record.value : null);

/** A city's metrics from its numbers records (all unknown when it has no numbers file). */
export function metricsOf(
  numbers: CityNumbers | undefined,
  city: { id: string; country: string; timezone: string },
): CityMetrics {
  const budget = Object.fromEntries(
    budgetParts.map((part) => {
      const money = numbers ? valueOf(numbers.budget[part]) : null;
      return [part, money ? moneyInUsd(money) : null];
    }),
  ) as Record<BudgetPart, UsdRange | null>;
  const parts = budgetParts.map((part) => budget[part]);
  const total = parts.every((part) => part !== null)
    ? {
        low: parts.reduce((sum, part) => sum + part.low, 0),
        high: parts.reduce((sum, part) => sum + part.high, 0),
      }
    : null;
  const get = <T>(pick: (numbers: CityNumbers) => NumberRecord<T>) =>
    numbers ? valueOf(pick(numbers)) : null;
  return {
    id: city.id,
    country: englishCountryName(city.country),
    timezone: city.timezone,
    budget,
    total,
    fixedMbps: get((n) => n.internet.fixed)?.mbps ?? null,
    mobileMbps: get((n) => n.internet.mobile)?.mbps ?? null,
    temperature: get((n) => n.climate.temperature),
    rainyDays: get((n) => n.climate.rainyDays)?.days ?? null,
    altitude: get((n) => n.altitude)?.metres ?? null,
    advisory: get((n) => n.safety)?.level ?? null,
    pm25: get((n) => n.airQuality)?.pm25 ?? null,
    english: get((n) => n.english)?.score ?? null,
  };
}

/** Every city's metrics, in the order of the city list. */
export const cityMetrics: readonly CityMetrics[] = cities.map((city) =>
  metricsOf(cityNumbers.get(city.id), city),
);

const metricsById = new Map(cityMetrics.map((metrics) => [metrics.id, metrics]));

/** One city's metrics by id. */
export function metricsFor(id: string): CityMetrics | undefined {
  return metricsById.get(id);
}
