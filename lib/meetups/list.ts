import "server-only";
import { getCity } from "@/lib/cities";
import type { Locale } from "@/lib/i18n/locales";
import { authorCards, displayName } from "@/lib/profile/profiles";
import { db } from "@/lib/services/database";
import { meetupLimits } from "./limits";
import type { MeetupView } from "./schemas";

const minutes = 60_000;

/**
 * The upcoming meetups (not started, not cancelled), soonest first, of one city or of every city,
 * with who is going, as `viewerId` sees them. Names come from the profile domain in one query.
 */
export async function upcomingMeetups({
  cityId,
  viewerId,
  locale,
  limit = meetupLimits.listLimit,
  now = new Date(),
}: {
  cityId?: string;
  viewerId: string;
  locale: Locale;
  limit?: number;
  now?: Date;
}): Promise<MeetupView[]> {
  const rows = await db.meetup.findMany({
    where: { ...(cityId ? { cityId } : {}), canceledAt: null, startsAt: { gt: now } },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    take: limit,
    include: { rsvps: { select: { userId: true }, orderBy: { createdAt: "asc" } } },
  });
  const cards = await authorCards(rows.flatMap((row) => row.rsvps.map((rsvp) => rsvp.userId)));
  const nameOf = (id: string) => displayName(cards.get(id)?.fullName ?? null);
  return rows.flatMap((row) => {
    const city = getCity(row.cityId, locale);
    if (!city) return [];
    return [
      {
        id: row.id,
        city: { id: city.id, name: city.name, timezone: city.timezone },
        title: row.title,
        place: row.place,
        note: row.note,
        startsAt: row.startsAt.toISOString(),
        endsAt: new Date(row.startsAt.getTime() + row.durationMinutes * minutes).toISOString(),
        capacity: row.capacity,
        going: row.rsvps.length,
        attendees: row.rsvps.map((rsvp) => ({ id: rsvp.userId, name: nameOf(rsvp.userId) })),
        organizer: { id: row.organizerId, name: nameOf(row.organizerId) },
        viewerGoing: row.rsvps.some((rsvp) => rsvp.userId === viewerId),
        viewerOrganizes: row.organizerId === viewerId,
      },
    ];
  });
}

/** One meetup as a calendar needs it (cancelled ones too: their file says so), or null. */
export async function meetupForCalendar(meetupId: string) {
  const row = await db.meetup.findUnique({
    where: { id: meetupId },
    select: {
      id: true,
      cityId: true,
      title: true,
      place: true,
      note: true,
      startsAt: true,
      durationMinutes: true,
      canceledAt: true,
      createdAt: true,
    },
  });
  const city = row && getCity(row.cityId);
  if (!row || !city) return null;
  return { ...row, cityName: city.name, country: city.country };
}
