import "server-only";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/services/database";

/**
 * The organiser cancels their meetup (once, by a conditional update): it leaves the lists, RSVPs
 * and reminders stop. Its calendar file then says CANCELLED.
 */
export async function cancelMeetup(meetupId: string, userId: string): Promise<{ id: string }> {
  const canceled = await db.meetup.updateMany({
    where: { id: meetupId, organizerId: userId, canceledAt: null },
    data: { canceledAt: new Date() },
  });
  if (canceled.count) return { id: meetupId };
  const meetup = await db.meetup.findUnique({
    where: { id: meetupId },
    select: { organizerId: true, canceledAt: true },
  });
  if (!meetup) throw new AppError("not_found", "Meetup not found");
  if (meetup.organizerId !== userId)
    throw new AppError("forbidden", "Only the organiser can cancel this meetup.");
  throw new AppError("conflict", "This meetup was cancelled.");
}
