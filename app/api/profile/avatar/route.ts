import { requireUser } from "@/lib/auth/current-user";
import { rateLimits } from "@/lib/config/rate-limits";
import { AppError, rateLimited } from "@/lib/errors";
import { apiRoute, assertSameOrigin } from "@/lib/http/api";
import { saveAvatar } from "@/lib/profile/avatar";
import { AVATAR_UPLOAD_MAX_BYTES } from "@/lib/profile/schema";
import { consumeRateLimit } from "@/lib/rate-limit";

/** Avatar upload: multipart/form-data with one `file`, at most 5 MB, verified by content. */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const user = await requireUser();
  const limit = await consumeRateLimit(rateLimits.avatarUploadPerUser, user.id);
  if (!limit.allowed) throw rateLimited("Too many uploads. Please try again later.", limit.retryAfterMs);
  if (!(request.headers.get("content-type") ?? "").includes("multipart/form-data"))
    throw new AppError("unsupported_media_type", "Expected multipart/form-data with a file");
  if (Number(request.headers.get("content-length") ?? 0) > AVATAR_UPLOAD_MAX_BYTES)
    throw new AppError("payload_too_large", "The image must be 5 MB or smaller.");
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get("file");
  } catch {
    throw new AppError("bad_request", "Malformed upload");
  }
  if (!(file instanceof File)) throw new AppError("unprocessable", "Please choose an image to upload.");
  const { url } = await saveAvatar(user.id, Buffer.from(await file.arrayBuffer()));
  return Response.json({ avatarUrl: url });
});
