import { requireUser } from "@/lib/auth/current-user";
import { apiRoute, assertSameOrigin, readJson } from "@/lib/http/api";
import { claimAnonymousChats } from "@/lib/visa/chats";
import { claimChatsSchema } from "@/lib/visa/schemas";

/** After logging in: the conversations of this browser's anonymous token move to the account. */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const user = await requireUser();
  const { anonymousToken } = await readJson(request, claimChatsSchema, { maxBytes: 512 });
  return Response.json({ moved: await claimAnonymousChats(user.id, anonymousToken) });
});
