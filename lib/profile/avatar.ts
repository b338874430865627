import "server-only";
import { randomBytes } from "node:crypto";
import { reencodeImage } from "@/lib/media/reencode";
import { logger, errorFields } from "@/lib/observability/logger";
import { db } from "@/lib/services/database";
import { deleteStored, keyOfPublicUrl, publicUrlFor, putFile } from "@/lib/services/storage";
import { AVATAR_MAX_BYTES, AVATAR_SIZE } from "./schema";

const folderOf = (userId: string) => `avatars/${userId}`;

/**
 * Stores a new avatar: the content (not the file name) must be a JPEG, PNG or WebP image of at most
 * 5 MB; it is re-encoded as a square WebP, which also strips metadata such as GPS positions.
 *
 * Parallel uploads are safe: each writes its own file (a unique name), then swaps the profile's
 * avatar_url in one locking statement that returns the URL it replaced, and only then deletes that
 * file. Whatever the order, every replaced file is deleted by the upload that replaced it, and
 * avatar_url always names a file on disk.
 */
export async function saveAvatar(userId: string, data: Buffer, now = Date.now()): Promise<{ url: string }> {
  const { data: webp } = await reencodeImage(data, {
    maxBytes: AVATAR_MAX_BYTES,
    tooLarge: "The image must be 5 MB or smaller.",
    resize: { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: "cover" },
  });
  // {userId}/{timestamp}_avatar-{random}.webp: the name is ours, never the upload's, and unique, so
  // parallel uploads never write to one file.
  const key = `${folderOf(userId)}/${now}_avatar-${randomBytes(6).toString("hex")}.webp`;
  await putFile(key, webp);
  const url = publicUrlFor(key);
  let previous: string | null;
  try {
    previous = await swapAvatarUrl(userId, url);
  } catch (error) {
    await deleteStored(key);
    throw error;
  }
  await deleteOwnAvatar(userId, previous);
  return { url };
}

/** Points the profile at `url` and returns the URL it pointed at, under the profile row's lock. */
async function swapAvatarUrl(userId: string, url: string): Promise<string | null> {
  // A profile is created with the account; one missing is created here without a race.
  await db.profile.createMany({ data: [{ id: userId }], skipDuplicates: true });
  const rows = await db.$queryRaw<{ previous: string | null }[]>`
    UPDATE profiles AS p SET avatar_url = ${url}, updated_at = now()
    FROM (SELECT id, avatar_url FROM profiles WHERE id = ${userId}::uuid FOR UPDATE) AS old
    WHERE p.id = old.id
    RETURNING old.avatar_url AS previous`;
  return rows[0]?.previous ?? null;
}

/** Deletes a replaced avatar file, only if it is one of this user's stored avatars. */
async function deleteOwnAvatar(userId: string, url: string | null): Promise<void> {
  const key = url ? keyOfPublicUrl(url) : null;
  if (!key?.startsWith(`${folderOf(userId)}/`)) return;
  try {
    await deleteStored(key);
  } catch (error) {
    logger.warn({ key, ...errorFields(error) }, "[avatar] could not delete a replaced file");
  }
}

export async function removeAvatarFiles(userId: string): Promise<void> {
  await deleteStored(folderOf(userId));
}
