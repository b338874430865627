import { apiRoute, assertSameOrigin } from "@/lib/http/api";
import { requirePresenceMember } from "@/lib/presence/access";
import { heartbeat, onlineNow } from "@/lib/presence/online";

const noStore = { "cache-control": "no-store" };

/** GET: who is online in the community now, { data: { count, members } } (premium members only). */
export const GET = apiRoute(async () => {
  await requirePresenceMember();
  return Response.json({ data: await onlineNow() }, { headers: noStore });
});

/** POST: the chat page's heartbeat (every 30 s while visible); answers like GET, the caller included. */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const user = await requirePresenceMember();
  return Response.json({ data: await heartbeat(user.id) }, { headers: noStore });
});

export const dynamic = "force-dynamic";
