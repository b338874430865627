import { requireCommunityMember } from "@/lib/community/access";
import { postCommunityMessage } from "@/lib/community/post-message";
import { postImageSchema } from "@/lib/community/schemas";
import { community } from "@/lib/config/community";
import { apiRoute, assertSameOrigin, readUpload } from "@/lib/http/api";

/**
 * POST multipart { file, room, message? }: a message with an image (JPEG, PNG or WebP, 5 MB at
 * most; re-encoded without metadata). 201 { data }, or 403 (muted), 413, 415, 422, 429 (the message
 * limits, or 20 images a day).
 */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const user = await requireCommunityMember(community.text.authSend);
  const { file, fields } = await readUpload(request, postImageSchema, {
    maxBytes: community.image.maxBytes + 64_000,
    tooLarge: community.text.imageTooLarge,
  });
  const data = await postCommunityMessage(user, fields, new Date(), file);
  return Response.json({ data }, { status: 201, headers: { "cache-control": "no-store" } });
});

export const dynamic = "force-dynamic";
