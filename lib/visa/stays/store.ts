import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/services/database";
import { MAX_TRIPS, tripInputSchema, type Trip, type TripInput } from "./trips";

/**
 * Members' saved trips (table stay_trips). Only this module reads or writes it; every call names
 * the member, so one member never reaches another's trips.
 */

/** The class of the planner's advisory locks (the object is the member); no other lock uses it. */
const stayLockClass = 7301;

/** What a member may send to save trips: one or many (the browser's trips saved on sign-in). */
export const saveTripsSchema = z.strictObject({ trips: z.array(tripInputSchema).min(1).max(MAX_TRIPS) });

export const TRIP_CAP_MESSAGE = `You can save at most ${MAX_TRIPS} trips. Delete some to add more.`;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

type Row = { id: string; country: string; entry: Date; exit: Date | null };
const toTrip = (row: Row): Trip => ({
  id: row.id,
  country: row.country,
  entry: toIso(row.entry),
  exit: row.exit ? toIso(row.exit) : null,
});

export async function listTrips(userId: string): Promise<Trip[]> {
  const rows = await db.stayTrip.findMany({
    where: { userId },
    orderBy: [{ entry: "asc" }, { createdAt: "asc" }],
    select: { id: true, country: true, entry: true, exit: true },
  });
  return rows.map(toTrip);
}

/**
 * Saves trips, all or none, never past the cap: the member's advisory lock is held while the trips
 * are counted and inserted, so two requests at once cannot both pass the count (409 for the late one).
 */
export async function addTrips(userId: string, trips: readonly TripInput[]): Promise<Trip[]> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${stayLockClass}::int, hashtext(${userId}))`;
    const count = await tx.stayTrip.count({ where: { userId } });
    if (count + trips.length > MAX_TRIPS) throw new AppError("conflict", TRIP_CAP_MESSAGE);
    const rows = await tx.stayTrip.createManyAndReturn({
      data: trips.map((trip) => ({
        userId,
        country: trip.country,
        entry: toDate(trip.entry),
        exit: trip.exit ? toDate(trip.exit) : null,
      })),
      select: { id: true, country: true, entry: true, exit: true },
    });
    return rows.map(toTrip);
  });
}

/** Deletes one of the member's trips; false when they have no trip with that id. */
export async function deleteTrip(userId: string, id: string): Promise<boolean> {
  if (!z.uuid().safeParse(id).success) return false;
  const { count } = await db.stayTrip.deleteMany({ where: { id, userId } });
  return count === 1;
}
