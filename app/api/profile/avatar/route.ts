import { requireUser } from "@/lib/auth/current-user";
import { rateLimits } from "@/lib/config/rate-limits";
import { rateLimited } from "@/lib/errors";
import { apiRoute, assertSameOrigin, readUpload } from "@/lib/http/api";
import { saveAvatar } from "@/lib/profile/avatar";
import { AVATAR_UPLOAD_MAX_BYTES } from "@/lib/profile/schema";
import { consumeRateLimit } from "@/lib/rate-limit";
import { z } from "zod";

/** Avatar upload: multipart/form-data with one `file`, at most 5 MB, verified by content. */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const user = await requireUser();
  const limit = await consumeRateLimit(rateLimits.avatarUploadPerUser, user.id);
  if (!limit.allowed) throw rateLimited("Too many uploads. Please try again later.", limit.retryAfterMs);
  const { file } = await readUpload(request, z.object({}), {
    maxBytes: AVATAR_UPLOAD_MAX_BYTES,
    tooLarge: "The image must be 5 MB or smaller.",
  });
  const { url } = await saveAvatar(user.id, file);
  return Response.json({ avatarUrl: url });
});
