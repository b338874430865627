import "server-only";
import { getCity } from "@/lib/cities";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/services/database";
import { announceMeetup } from "./announce";
import { meetupLimits } from "./limits";
import { publishMeetupsChanged } from "./realtime";
import type { ProposeMeetup } from "./schemas";
import { zonedTimeToUtc } from "./zoned-time";

/** The class of the meetups' advisory locks (the object is the organiser); no other lock uses it. */
const organizerLockClass = 2101;

/**
 * A premium member proposes a meetup; they are the first one going. The time is the city's wall
 * clock: it must exist there and lie in the future, within `maxDaysAhead`. Flood limit: at most
 * `maxUpcomingPerMember` upcoming meetups per organiser, counted under an advisory lock on the
 * organiser, so parallel proposals cannot pass it. The members in town hear of it (announceMeetup).
 */
export async function proposeMeetup(
  organizerId: string,
  input: ProposeMeetup,
  now = new Date(),
): Promise<{ id: string }> {
  const city = getCity(input.cityId);
  if (!city) throw new AppError("not_found", "City not found");
  const startsAt = zonedTimeToUtc(input.startsAt, city.timezone);
  if (!startsAt || startsAt <= now)
    throw new AppError("unprocessable", "meetups.future", { fieldErrors: { startsAt: "meetups.future" } });
  if (startsAt.getTime() - now.getTime() > meetupLimits.maxDaysAhead * 86_400_000)
    throw new AppError("unprocessable", "meetups.tooFar", { fieldErrors: { startsAt: "meetups.tooFar" } });
  const proposed = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${organizerLockClass}::int, hashtext(${organizerId}))`;
    const upcoming = await tx.meetup.count({
      where: { organizerId, canceledAt: null, startsAt: { gt: now } },
    });
    if (upcoming >= meetupLimits.maxUpcomingPerMember)
      throw new AppError(
        "conflict",
        `You already have ${meetupLimits.maxUpcomingPerMember} upcoming meetups. Cancel one to propose another.`,
      );
    const meetup = await tx.meetup.create({
      data: {
        cityId: city.id,
        organizerId,
        title: input.title,
        place: input.place,
        note: input.note || null,
        startsAt,
        durationMinutes: meetupLimits.durationMinutes,
        capacity: input.capacity,
        rsvps: { create: { userId: organizerId } },
      },
      select: { id: true },
    });
    const changed = await publishMeetupsChanged(tx, city.id);
    const deliveries = await announceMeetup(
      tx,
      { ...meetup, cityId: city.id, organizerId, title: input.title },
      now,
    );
    return { meetup, deliveries: [changed, ...deliveries] };
  });
  // The list's change and the notifications go out over Pusher once committed (the built-in transport's went at commit).
  await Promise.all(proposed.deliveries.map((deliver) => deliver().catch(() => {})));
  return proposed.meetup;
}
