import { requireUser } from "@/lib/auth/current-user";
import { apiRoute, assertSameOrigin, readJson } from "@/lib/http/api";
import { markAllRead, markRead } from "@/lib/notifications/inbox";
import { markReadSchema } from "@/lib/notifications/schemas";

/** POST { all: true } or { id }: marks the member's own notifications read; { marked, unread }. */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const input = await readJson(request, markReadSchema, { maxBytes: 1024 });
  const user = await requireUser();
  const data = "all" in input ? await markAllRead(user.id) : await markRead(user.id, input.id);
  return Response.json({ data }, { headers: { "cache-control": "no-store" } });
});

export const dynamic = "force-dynamic";
