import "server-only";
import { accountStanding } from "@/lib/auth/users";
import { db } from "@/lib/services/database";
import type { SharingInput } from "./schema";

/** The profile of a user, created with only the id if missing. */
export async function getOrCreateProfile(userId: string) {
  return db.profile.upsert({ where: { id: userId }, create: { id: userId }, update: {} });
}

export async function updateProfile(
  userId: string,
  data: {
    fullName: string | null;
    occupation: string | null;
    phoneNumber: string | null;
    countryOfInterest?: string | null;
  },
) {
  return db.profile.upsert({ where: { id: userId }, create: { id: userId, ...data }, update: data });
}

export async function updateSharing(userId: string, data: SharingInput) {
  return db.profile.upsert({ where: { id: userId }, create: { id: userId, ...data }, update: data });
}

export type PublicProfile = {
  /** null: the member gave no name (the page says 'Latitud member' in its language). */
  name: string | null;
  avatarUrl: string | null;
  occupation: string | null;
  country: string | null;
  memberSince: Date;
};

/** What a member chose to share, or null when the profile is not public (or does not exist). */
export async function getPublicProfile(uniqueId: string): Promise<PublicProfile | null> {
  if (!/^[0-9a-f-]{36}$/i.test(uniqueId)) return null;
  const profile = await db.profile.findUnique({ where: { uniqueId } });
  if (!profile || !profile.isPublic) return null;
  const account = await accountStanding(profile.id);
  if (!account || account.disabledAt) return null;
  return {
    name: displayName(profile.fullName),
    avatarUrl: profile.shareAvatar ? profile.avatarUrl : null,
    occupation: profile.shareOccupation ? profile.occupation : null,
    country: profile.shareCountry ? profile.countryOfInterest : null,
    memberSince: account.createdAt,
  };
}

/** First name and last initial: enough to recognise a member, not to find their home address. */
export function displayName(fullName: string | null): string | null {
  const parts = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return null;
  if (parts.length === 1) return parts[0]!;
  return `${parts[0]} ${parts.at(-1)!.charAt(0).toUpperCase()}.`;
}

export type AuthorCard = { fullName: string | null; avatarUrl: string | null };

/**
 * Names and avatars of several members at once (a page of chat messages): one query, by user id.
 * Takes the caller's transaction when it runs inside one.
 */
export async function authorCards(
  userIds: readonly string[],
  client: Pick<typeof db, "profile"> = db,
): Promise<Map<string, AuthorCard>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await client.profile.findMany({
    where: { id: { in: ids } },
    select: { id: true, fullName: true, avatarUrl: true },
  });
  return new Map(rows.map((row) => [row.id, { fullName: row.fullName, avatarUrl: row.avatarUrl }]));
}
