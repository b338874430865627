import { readQuery } from "@/lib/community/http";
import { apiRoute, assertSameOrigin, readJson } from "@/lib/http/api";
import { localeOfRequest } from "@/lib/i18n/server-messages";
import { requireMeetupMember } from "@/lib/meetups/access";
import { noStore } from "@/lib/meetups/http";
import { upcomingMeetups } from "@/lib/meetups/list";
import { meetupsRealtimeConfig } from "@/lib/meetups/realtime";
import { proposeMeetup } from "@/lib/meetups/propose";
import { listMeetupsQuerySchema, proposeMeetupSchema } from "@/lib/meetups/schemas";

/**
 * GET ?city&limit: the upcoming meetups of a city (or of every city), for premium members only, and
 * the realtime transport that tells when they change.
 */
export const GET = apiRoute(async (request) => {
  const user = await requireMeetupMember();
  const query = readQuery(request, listMeetupsQuerySchema);
  const data = await upcomingMeetups({
    cityId: query.city,
    limit: query.limit,
    viewerId: user.id,
    locale: localeOfRequest(request.headers),
  });
  return Response.json({ data, realtime: meetupsRealtimeConfig() }, { headers: noStore });
});

/** POST { cityId, title, startsAt, place, capacity, note? }: 201 { data: { id } }, 409 past the flood limit. */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const user = await requireMeetupMember();
  const input = await readJson(request, proposeMeetupSchema, { maxBytes: 4096 });
  const data = await proposeMeetup(user.id, input);
  return Response.json({ data }, { status: 201, headers: noStore });
});

export const dynamic = "force-dynamic";
