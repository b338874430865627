import { requireUser } from "@/lib/auth/current-user";
import { apiRoute, assertSameOrigin, readJson } from "@/lib/http/api";
import { addProfileTag, tagSchema } from "@/lib/profile/tags";

/** Adds an interest tag to the signed-in member's profile: { tag, source } → { success, exists, tag }. */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const user = await requireUser("You must be logged in to add tags");
  const input = await readJson(request, tagSchema, { maxBytes: 1024 });
  return Response.json(await addProfileTag(user.id, input));
});
