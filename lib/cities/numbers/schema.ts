import { z } from "zod";
import { isoDate, sourceSchema, textSchema } from "@/lib/sources/schema";

/**
 * A city's numbers as records (content/cities/numbers/<city-id>.json): the budget of one nomad,
 * internet speeds, climate by month, altitude, safety, air quality and English. Every figure is a
 * record with the page that states it (a deep link), the words on that page, the day someone
 * checked it and how sure we are; where nobody found a source the record says `unknown` and the
 * product shows "unknown". Money stays in the currency its source states; the FX table
 * (content/cities/fx/<currency>.json) converts it, and says from which day its rates are.
 */

/** The currencies of the 11 countries (Ecuador uses the US dollar). */
export const currencies = [
  "ARS",
  "BOB",
  "BRL",
  "CLP",
  "COP",
  "CRC",
  "MXN",
  "PEN",
  "PYG",
  "USD",
  "UYU",
] as const;
export type Currency = (typeof currencies)[number];

/** A figure found on a page. `confidence` official: a government or the figure's own publisher (Ookla, IQAir, EF, a met service); secondary: a reliable page quoting or estimating it. */
function known<T extends z.ZodType>(value: T) {
  return z.strictObject({
    value,
    /** What exactly the figure covers, when it needs saying ("furnished one-bedroom in El Poblado"). */
    basis: textSchema.optional(),
    /** The period the figure describes, as the source names it ("Q3 2025", "1991–2020", "2024"). */
    period: z.string().min(4),
    source: sourceSchema,
    verifiedOn: isoDate,
    confidence: z.enum(["official", "secondary"]),
  });
}

/** Nobody found a page stating this figure (on `checkedOn`): the product shows "unknown". */
const unknownSchema = z.strictObject({ unknown: z.literal(true), checkedOn: isoDate });

function sourced<T extends z.ZodType>(value: T) {
  return z.union([known(value), unknownSchema]);
}

/** A monthly amount: one figure, or a range (`high`) when the source gives one. */
export const moneySchema = z
  .strictObject({
    amount: z.number().positive(),
    high: z.number().positive().optional(),
    currency: z.enum(currencies),
  })
  .refine((money) => money.high === undefined || money.high > money.amount, {
    message: "high must be above amount",
  });
export type Money = z.infer<typeof moneySchema>;

/** A figure for the city itself, or for its country when no city figure is published. */
const scope = z.enum(["city", "country"]);

const speedSchema = z.strictObject({ mbps: z.number().positive(), scope });

const twelve = (min: number, max: number) => z.array(z.number().min(min).max(max)).length(12);

/** Average daily high and low by month, January first, in °C (climate normals). */
const temperatureSchema = z
  .strictObject({ high: twelve(-30, 50), low: twelve(-40, 40) })
  .refine((t) => t.high.every((high, i) => high > (t.low[i] ?? Infinity)), {
    message: "each month's high must be above its low",
  });

/**
 * Days with rain by month, January first, and what counts as a rainy day when the source says so
 * (at least `thresholdMm` of rain; met services use 0.1 or 1 mm).
 */
const rainyDaysSchema = z.strictObject({
  days: twelve(0, 31),
  thresholdMm: z.number().positive().optional(),
});

/** The official travel advisory's level (US Department of State: 1 normal precautions … 4 do not travel). */
const advisorySchema = z.strictObject({
  level: z.number().int().min(1).max(4),
  /** A plain note for a nomad: what the advisory and local knowledge say about this city. */
  note: textSchema,
});

/** Yearly average PM2.5, µg/m³ (WHO guideline: 5). */
const airQualitySchema = z.strictObject({ pm25: z.number().positive(), scope });

export const englishBands = ["very-high", "high", "moderate", "low", "very-low"] as const;
/** EF English Proficiency Index: score and band, for the city where EF lists it, else the country. */
const englishSchema = z.strictObject({
  score: z.number().min(200).max(800),
  band: z.enum(englishBands),
  scope: z.enum(["city", "region", "country"]),
});

export const cityNumbersSchema = z.strictObject({
  /** The city's id (content/cities/<id>.json). */
  city: z.string().regex(/^[a-z-]+$/),
  /** The local currency, the second currency every amount is shown in. */
  currency: z.enum(currencies),
  budget: z.strictObject({
    /** A furnished one-bedroom in the area nomads live in, per month. */
    rent: sourced(moneySchema),
    /** A coworking hot desk, per month. */
    coworking: sourced(moneySchema),
    /** Food for one person per month (groceries and some meals out). */
    food: sourced(moneySchema),
    /** Local transport per month (public transport pass or typical ride-hailing). */
    transport: sourced(moneySchema),
  }),
  internet: z.strictObject({
    /** Median fixed-broadband download. */
    fixed: sourced(speedSchema),
    /** Median mobile download. */
    mobile: sourced(speedSchema),
  }),
  climate: z.strictObject({
    temperature: sourced(temperatureSchema),
    rainyDays: sourced(rainyDaysSchema),
  }),
  /** Metres above sea level. */
  altitude: sourced(z.strictObject({ metres: z.number().min(-10).max(5000) })),
  safety: sourced(advisorySchema),
  airQuality: sourced(airQualitySchema),
  english: sourced(englishSchema),
});
export type CityNumbers = z.infer<typeof cityNumbersSchema>;

/** One record of a city's numbers, known or unknown. */
export type NumberRecord<T> = z.infer<ReturnType<typeof known<z.ZodType<T>>>> | z.infer<typeof unknownSchema>;
export type KnownRecord<T> = Extract<NumberRecord<T>, { value: T }>;

export const isKnown = <T>(record: NumberRecord<T>): record is KnownRecord<T> => "value" in record;

/**
 * Local currency units per US dollar (content/cities/fx/<currency>.json), from a central bank's or
 * another official reference-rate page, for one day.
 */
export const fxRateSchema = z.strictObject({
  currency: z.enum(currencies).exclude(["USD"]),
  perUsd: z.number().positive(),
  /** The day the rate is for (a reference rate is published per day). */
  date: isoDate,
  source: sourceSchema,
  verifiedOn: isoDate,
  confidence: z.enum(["official", "secondary"]),
});
export type FxRate = z.infer<typeof fxRateSchema>;
