import "server-only";
import { randomBytes } from "node:crypto";
import type { CurrentUser } from "@/lib/auth/current-user";
import { community } from "@/lib/config/community";
import { rateLimits } from "@/lib/config/rate-limits";
import { rateLimited } from "@/lib/errors";
import { reencodeImage } from "@/lib/media/reencode";
import { consumeRateLimit } from "@/lib/rate-limit";
import { deleteStored, putFile } from "@/lib/services/storage";
import type { StoredImage } from "./messages";

/**
 * An image for a message: counted against the member's 20 a day (one atomic counter shared by every
 * instance), re-encoded (upright, at most 1600 px, WebP without metadata) and stored under a name of
 * ours. `discard` deletes the file when the message that would carry it is refused after all.
 */
export async function storeMessageImage(
  user: CurrentUser,
  data: Buffer,
  now = new Date(),
): Promise<StoredImage & { discard: () => Promise<void> }> {
  const daily = await consumeRateLimit(rateLimits.communityImagePerUser, user.id, now);
  if (!daily.allowed) throw rateLimited(community.text.imagesPerDay, daily.retryAfterMs);
  const side = community.image.maxDimension;
  const image = await reencodeImage(data, {
    maxBytes: community.image.maxBytes,
    tooLarge: community.text.imageTooLarge,
    resize: { width: side, height: side, fit: "inside" },
    quality: 80,
  });
  const key = `community/${user.id}/${now.getTime()}-${randomBytes(8).toString("hex")}.webp`;
  await putFile(key, image.data);
  return { key, width: image.width, height: image.height, discard: () => deleteStored(key) };
}
