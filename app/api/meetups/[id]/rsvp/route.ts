import { apiRoute, assertSameOrigin } from "@/lib/http/api";
import { requireMeetupMember } from "@/lib/meetups/access";
import { meetupIdOf, noStore, type MeetupContext } from "@/lib/meetups/http";
import { cancelRsvp, rsvpGoing } from "@/lib/meetups/rsvp";

/** POST: going (409 when full, already going, cancelled or started); answers { going, capacity }. */
export const POST = apiRoute<MeetupContext>(async (request, context) => {
  assertSameOrigin(request);
  const user = await requireMeetupMember();
  const data = await rsvpGoing(await meetupIdOf(context), user.id);
  return Response.json({ data }, { status: 201, headers: noStore });
});

/** DELETE: no longer going. */
export const DELETE = apiRoute<MeetupContext>(async (request, context) => {
  assertSameOrigin(request);
  const user = await requireMeetupMember();
  const data = await cancelRsvp(await meetupIdOf(context), user.id);
  return Response.json({ data }, { headers: noStore });
});

export const dynamic = "force-dynamic";
