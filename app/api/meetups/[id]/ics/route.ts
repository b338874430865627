import { apiRoute } from "@/lib/http/api";
import { requireMeetupMember } from "@/lib/meetups/access";
import { meetupCalendar } from "@/lib/meetups/calendar";
import { meetupIdOf, type MeetupContext } from "@/lib/meetups/http";

/** GET: the meetup's calendar file (text/calendar), for premium members. */
export const GET = apiRoute<MeetupContext>(async (_request, context) => {
  await requireMeetupMember();
  const id = await meetupIdOf(context);
  return new Response(await meetupCalendar(id), {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="meetup-${id}.ics"`,
      "cache-control": "private, no-store",
    },
  });
});

export const dynamic = "force-dynamic";
