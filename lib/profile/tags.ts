import "server-only";
import { isUniqueViolation } from "@/lib/services/database/errors";
import { z } from "zod";
import { db } from "@/lib/services/database";

/** An interest tag: 'interested-in-' + the lower-cased, trimmed country, from one of three sources. */
export const tagSchema = z.object({
  tag: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^interested-in-[\p{L} -]{2,40}$/u, "profile.tagInvalid"),
  source: z.enum(["city-page-view", "city-visit", "manual"]),
});
export type TagInput = z.infer<typeof tagSchema>;

export const interestTag = (country: string) => `interested-in-${country.trim().toLowerCase()}`;

/** Adds a tag once; `exists` tells whether the profile already had it. */
export async function addProfileTag(
  userId: string,
  { tag, source }: TagInput,
): Promise<{ success: true; exists: boolean; tag: string }> {
  await db.profile.upsert({ where: { id: userId }, create: { id: userId }, update: {} });
  try {
    await db.profileTag.create({ data: { profileId: userId, tag, source } });
    return { success: true, exists: false, tag };
  } catch (error) {
    if (isUniqueViolation(error)) return { success: true, exists: true, tag };
    throw error;
  }
}

export async function listProfileTags(userId: string) {
  return db.profileTag.findMany({
    where: { profileId: userId },
    orderBy: { createdAt: "asc" },
    select: { tag: true, source: true, createdAt: true },
  });
}
