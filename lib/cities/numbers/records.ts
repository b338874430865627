import { cityNumbersSchema, fxRateSchema, type CityNumbers, type Currency, type FxRate } from "./schema";

/**
 * The numbers files, built into the app and validated when the module loads (a broken file fails
 * the build). One import per city (content/cities/numbers/<id>.json) and per currency
 * (content/cities/fx/<currency>.json); tests/unit/city-numbers.test.ts checks every listed city
 * has its file.
 */
const numbersFiles: unknown[] = [];
const fxFiles: unknown[] = [];

export const cityNumbers: ReadonlyMap<string, CityNumbers> = new Map(
  numbersFiles.map((raw) => {
    const numbers = cityNumbersSchema.parse(raw);
    return [numbers.city, numbers];
  }),
);

export const fxRates: ReadonlyMap<Currency, FxRate> = new Map(
  fxFiles.map((raw) => {
    const rate = fxRateSchema.parse(raw);
    return [rate.currency, rate];
  }),
);
