import "server-only";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/services/database";
import { publishMeetupsChanged } from "./realtime";

/**
 * The organiser cancels their meetup (once, by a conditional update): it leaves the lists, RSVPs
 * and reminders stop. Its calendar file then says CANCELLED.
 */
export async function cancelMeetup(meetupId: string, userId: string): Promise<{ id: string }> {
  const deliver = await db.$transaction(async (tx) => {
    const [canceled] = await tx.$queryRaw<{ city_id: string }[]>`
      UPDATE meetups SET canceled_at = ${new Date()}
      WHERE id = ${meetupId}::uuid AND organizer_id = ${userId}::uuid AND canceled_at IS NULL
      RETURNING city_id`;
    return canceled ? publishMeetupsChanged(tx, canceled.city_id) : null;
  });
  if (deliver) {
    await deliver();
    return { id: meetupId };
  }
  const meetup = await db.meetup.findUnique({
    where: { id: meetupId },
    select: { organizerId: true, canceledAt: true },
  });
  if (!meetup) throw new AppError("not_found", "Meetup not found");
  if (meetup.organizerId !== userId)
    throw new AppError("forbidden", "Only the organiser can cancel this meetup.");
  throw new AppError("conflict", "This meetup was cancelled.");
}
