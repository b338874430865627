import { readQuery } from "@/lib/community/http";
import { apiRoute } from "@/lib/http/api";
import { requirePresenceMember } from "@/lib/presence/access";
import { townQuerySchema } from "@/lib/presence/schemas";
import { membersInTown } from "@/lib/presence/town";

/** GET ?city: who shares this city now (premium members only, never the viewer): { data }. */
export const GET = apiRoute(async (request) => {
  const { city } = readQuery(request, townQuerySchema);
  const user = await requirePresenceMember();
  const data = await membersInTown(city, user.id);
  return Response.json({ data }, { headers: { "cache-control": "no-store" } });
});

export const dynamic = "force-dynamic";
