import "server-only";
import { AppError } from "@/lib/errors";
import { db, type Prisma } from "@/lib/services/database";
import { publishMeetupsChanged } from "./realtime";

type Going = { going: number; capacity: number };

/** Runs a change of a city's meetups in a transaction that also says the list changed. */
async function changing<T>(
  change: (tx: Prisma.TransactionClient) => Promise<{ cityId: string; value: T }>,
): Promise<T> {
  const { value, deliver } = await db.$transaction(async (tx) => {
    const { cityId, value } = await change(tx);
    return { value, deliver: await publishMeetupsChanged(tx, cityId) };
  });
  await deliver();
  return value;
}

/**
 * A member says they are going. The meetup's row is locked (FOR UPDATE) before its RSVPs are
 * counted, so of parallel RSVPs only as many as there are seats get one: the rest answer 409. One
 * RSVP per member and meetup (the primary key): a second one answers 409 too.
 */
export async function rsvpGoing(meetupId: string, userId: string, now = new Date()): Promise<Going> {
  return changing(async (tx) => {
    const [meetup] = await tx.$queryRaw<
      { city_id: string; capacity: number; starts_at: Date; canceled_at: Date | null }[]
    >`
      SELECT city_id, capacity, starts_at, canceled_at FROM meetups WHERE id = ${meetupId}::uuid FOR UPDATE`;
    if (!meetup) throw new AppError("not_found", "Meetup not found");
    if (meetup.canceled_at) throw new AppError("conflict", "This meetup was cancelled.");
    if (meetup.starts_at <= now) throw new AppError("conflict", "This meetup has already started.");
    const inserted = await tx.$executeRaw`
      INSERT INTO meetup_rsvps (meetup_id, user_id) VALUES (${meetupId}::uuid, ${userId}::uuid)
      ON CONFLICT DO NOTHING`;
    if (!inserted) throw new AppError("conflict", "You are already going to this meetup.");
    const going = await tx.meetupRsvp.count({ where: { meetupId } });
    if (going > meetup.capacity) throw new AppError("conflict", "This meetup is full.");
    return { cityId: meetup.city_id, value: { going, capacity: meetup.capacity } };
  });
}

/** A member who is going changes their mind; the organiser cancels the meetup instead. */
export async function cancelRsvp(meetupId: string, userId: string, now = new Date()): Promise<Going> {
  return changing(async (tx) => {
    const [meetup] = await tx.$queryRaw<
      { city_id: string; capacity: number; starts_at: Date; organizer_id: string }[]
    >`
      SELECT city_id, capacity, starts_at, organizer_id FROM meetups WHERE id = ${meetupId}::uuid FOR UPDATE`;
    if (!meetup) throw new AppError("not_found", "Meetup not found");
    if (meetup.organizer_id === userId)
      throw new AppError("conflict", "You organise this meetup: cancel the meetup instead.");
    if (meetup.starts_at <= now) throw new AppError("conflict", "This meetup has already started.");
    const removed = await tx.meetupRsvp.deleteMany({ where: { meetupId, userId } });
    if (!removed.count) throw new AppError("conflict", "You are not going to this meetup.");
    const going = await tx.meetupRsvp.count({ where: { meetupId } });
    return { cityId: meetup.city_id, value: { going, capacity: meetup.capacity } };
  });
}
