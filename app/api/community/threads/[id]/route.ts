import { requireCommunityMember } from "@/lib/community/access";
import { readQuery } from "@/lib/community/http";
import { threadIdSchema, threadQuerySchema } from "@/lib/community/thread-schemas";
import { readThread } from "@/lib/community/threads";
import { community } from "@/lib/config/community";
import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api";

/**
 * GET /api/community/threads/<parentId>?limit (50)&before: { parent, data, hasMore }, the parent
 * and its newest replies, oldest first (404 for a gone message or a reply). Replies are posted with
 * POST /api/community/messages { parent_id }; live ones arrive as events of the parent's room.
 */
export const GET = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const query = readQuery(request, threadQuerySchema);
  const id = threadIdSchema.safeParse((await params).id);
  await requireCommunityMember(community.text.authRead);
  if (!id.success) throw new AppError("not_found", "Thread not found");
  const thread = await readThread(id.data, query.limit, query.before);
  return Response.json(
    { parent: thread.parent, data: thread.replies, hasMore: thread.hasMore },
    { headers: { "cache-control": "no-store" } },
  );
});

export const dynamic = "force-dynamic";
