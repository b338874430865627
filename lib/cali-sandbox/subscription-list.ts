import "server-only";
import { z } from "zod";
import { db } from "@/lib/services/database";
import { answer, errorAnswer, type SandboxAnswer } from "./answer";
import { toProviderSubscription } from "./subscription-view";

export const MAX_PAGE = 100;

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(MAX_PAGE),
  startingAfter: z.string().min(1).max(200).optional(),
});

/**
 * GET /v1/subscriptions?limit=&startingAfter=: every subscription, ordered by id, a page at a time
 * (limit 1 to 100); `startingAfter` is the last id of the previous page. `hasMore` says whether
 * another page follows.
 */
export async function listSubscriptions(request: Request): Promise<SandboxAnswer> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = pageQuery.safeParse(params);
  if (!query.success) return errorAnswer(400, "limit must be 1 to 100; startingAfter a subscription id");
  const { limit, startingAfter } = query.data;
  const rows = await db.caliSandboxSubscription.findMany({
    where: startingAfter ? { id: { gt: startingAfter } } : {},
    orderBy: { id: "asc" },
    take: limit + 1,
  });
  const page = rows.slice(0, limit);
  return answer(200, {
    data: await Promise.all(page.map(toProviderSubscription)),
    hasMore: rows.length > limit,
  });
}
