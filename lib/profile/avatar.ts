import sharp from "sharp";
import { db } from "@/lib/services/database";
import { deleteStored, publicUrlFor, putFile } from "@/lib/services/storage";
import { AVATAR_MAX_BYTES, AVATAR_SIZE } from "./schema";

export type AvatarResult = { ok: true; url: string } | { ok: false; status: 413 | 415 | 422; error: string };

const allowedFormats = new Set(["jpeg", "png", "webp"]);

/**
 * Stores a new avatar: the content (not the file name) must be a JPEG, PNG or WebP image of at most
 * 5 MB; it is re-encoded as a square WebP, which also strips metadata such as GPS positions.
 */
export async function saveAvatar(userId: string, data: Buffer, now = Date.now()): Promise<AvatarResult> {
  if (data.byteLength > AVATAR_MAX_BYTES) return { ok: false, status: 413, error: "The image must be 5 MB or smaller." };
  let format: string | undefined;
  try {
    format = (await sharp(data).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !allowedFormats.has(format)) return { ok: false, status: 415, error: "Please upload a JPEG, PNG or WebP image." };
  let webp: Buffer;
  try {
    webp = await sharp(data, { limitInputPixels: 40_000_000 }).rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" }).webp({ quality: 82 }).toBuffer();
  } catch {
    return { ok: false, status: 422, error: "This image could not be read. Please try another one." };
  }
  const folder = `avatars/${userId}`;
  // Spec 1 §3: {userId}/{timestamp}_{filename}; the name is ours, never the upload's.
  const key = `${folder}/${now}_avatar.webp`;
  await deleteStored(folder);
  await putFile(key, webp);
  const url = publicUrlFor(key);
  await db.profile.upsert({ where: { id: userId }, create: { id: userId, avatarUrl: url }, update: { avatarUrl: url } });
  return { ok: true, url };
}

export async function removeAvatarFiles(userId: string): Promise<void> {
  await deleteStored(`avatars/${userId}`);
}
