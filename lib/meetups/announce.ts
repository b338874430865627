import "server-only";
import { notifyMany } from "@/lib/notifications/notify";
import { idsInTown } from "@/lib/presence/town";
import type { Prisma } from "@/lib/services/database";
import { meetupLimits } from "./limits";

type NewMeetup = { id: string; cityId: string; organizerId: string; title: string };

/**
 * A new meetup notifies (kind meetup) the members who share its city now ("who's in town") and are
 * still in the community, not the organiser: inside the proposal's transaction, so a refused proposal tells nobody. The
 * notification's room is the city, which its link opens at the meetups. Returns the deliveries to
 * run once committed (Pusher).
 */
export async function announceMeetup(
  tx: Prisma.TransactionClient,
  meetup: NewMeetup,
  now = new Date(),
): Promise<Array<() => Promise<void>>> {
  const inTown = await idsInTown(tx, meetup.cityId, meetup.organizerId, meetupLimits.announceLimit, now);
  const notified = await notifyMany(
    tx,
    inTown.map((recipientId) => ({
      recipientId,
      kind: "meetup" as const,
      actorId: meetup.organizerId,
      room: meetup.cityId,
      messageId: meetup.id,
      preview: meetup.title,
    })),
  );
  return [notified.deliver];
}
