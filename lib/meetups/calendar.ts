import "server-only";
import { site } from "@/lib/config/site";
import { siteUrl } from "@/lib/config/url";
import { AppError } from "@/lib/errors";
import { calendarFile } from "./ics";
import { meetupForCalendar } from "./list";

/** A meetup's calendar file: its UID is stable, so a calendar updates the event it already has. */
export async function meetupCalendar(meetupId: string, now = new Date()): Promise<string> {
  const meetup = await meetupForCalendar(meetupId);
  if (!meetup) throw new AppError("not_found", "Meetup not found");
  const host = new URL(siteUrl()).hostname;
  return calendarFile(
    {
      uid: `meetup-${meetup.id}@${host}`,
      stamp: now,
      start: meetup.startsAt,
      end: new Date(meetup.startsAt.getTime() + meetup.durationMinutes * 60_000),
      summary: meetup.title,
      location: `${meetup.place}, ${meetup.cityName}, ${meetup.country}`,
      description: meetup.note ?? undefined,
      url: `${siteUrl()}/cities/${meetup.cityId}`,
      canceled: Boolean(meetup.canceledAt),
    },
    `-//${site.name}//Meetups//EN`,
  );
}
