import { apiRoute, assertSameOrigin } from "@/lib/http/api";
import { requireMeetupMember } from "@/lib/meetups/access";
import { cancelMeetup } from "@/lib/meetups/cancel";
import { meetupIdOf, noStore, type MeetupContext } from "@/lib/meetups/http";

/** DELETE: the organiser cancels their meetup (403 for anyone else). */
export const DELETE = apiRoute<MeetupContext>(async (request, context) => {
  assertSameOrigin(request);
  const user = await requireMeetupMember();
  const data = await cancelMeetup(await meetupIdOf(context), user.id);
  return Response.json({ data }, { headers: noStore });
});

export const dynamic = "force-dynamic";
