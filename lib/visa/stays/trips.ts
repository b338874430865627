import { z } from "zod";
import { isStayCountry } from "./countries";
import { parseDay } from "./days";

/**
 * A trip: a country of the 11, the entry day and the exit day (both ISO dates, both counted); no
 * exit means still there, or a planned trip whose end is not known. One schema for the form, the
 * browser's storage, the CSV import and the server.
 */
export const MAX_TRIPS = 200;

const isoDay = z
  .string()
  .trim()
  .refine((value) => parseDay(value) !== null, "stays.date");

const tripFields = {
  country: z.string().refine((value): boolean => isStayCountry(value), "stays.country"),
  entry: isoDay,
  exit: isoDay.nullable(),
};
const exitNotBeforeEntry = (trip: { entry: string; exit: string | null }) =>
  trip.exit === null || trip.exit >= trip.entry;
const orderMessage = { message: "stays.order", path: ["exit"] };

export const tripInputSchema = z.strictObject(tripFields).refine(exitNotBeforeEntry, orderMessage);
export type TripInput = z.infer<typeof tripInputSchema>;

/** A trip as stored: in the browser its id is made there, on the server it is the row's. */
export const tripSchema = z
  .strictObject({ ...tripFields, id: z.string().min(1).max(64) })
  .refine(exitNotBeforeEntry, orderMessage);
export type Trip = z.infer<typeof tripSchema>;
