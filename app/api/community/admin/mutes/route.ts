import { requireAdmin } from "@/lib/auth/current-user";
import { muteMember, unmuteMember } from "@/lib/community/mutes";
import { muteMemberSchema, unmuteMemberSchema } from "@/lib/community/schemas";
import { apiRoute, assertSameOrigin, readJson } from "@/lib/http/api";

/** POST { userId, minutes, reason? }: an admin mutes a member; DELETE { userId } lifts it. */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const input = await readJson(request, muteMemberSchema, { maxBytes: 2048 });
  const admin = await requireAdmin();
  const data = await muteMember(admin.id, input);
  return Response.json({ data }, { status: 201, headers: { "cache-control": "no-store" } });
});

export const DELETE = apiRoute(async (request) => {
  assertSameOrigin(request);
  const { userId } = await readJson(request, unmuteMemberSchema, { maxBytes: 1024 });
  await requireAdmin();
  const data = await unmuteMember(userId);
  return Response.json({ data }, { headers: { "cache-control": "no-store" } });
});

export const dynamic = "force-dynamic";
