import "server-only";
import { getCity } from "@/lib/cities";
import { communityMemberWhere } from "@/lib/community/access";
import { presence } from "@/lib/config/presence";
import { AppError } from "@/lib/errors";
import { db, type Prisma } from "@/lib/services/database";
import { presenceMembers } from "./members";
import type { SharedCity, TownMember } from "./schemas";

const dayMs = 86_400_000;

/** The day a city shared at `sharedAt` stops being listed. */
export const sharingEnds = (sharedAt: Date) =>
  new Date(sharedAt.getTime() + presence.cityCurrentDays * dayMs);

/** Shares were set after this instant to count as current. */
const currentSince = (now: Date) => new Date(now.getTime() - presence.cityCurrentDays * dayMs);

/**
 * Sets the city a member shares (and restarts its 30 days), or stops sharing with null. One row per
 * member (the primary key), so a second share replaces the first.
 */
export async function shareCity(userId: string, cityId: string | null): Promise<SharedCity> {
  if (cityId === null) {
    await db.memberCity.deleteMany({ where: { userId } });
    return null;
  }
  if (!getCity(cityId)) throw new AppError("unprocessable", presence.text.unknownCity);
  const sharedAt = new Date();
  await db.memberCity.upsert({
    where: { userId },
    create: { userId, cityId, sharedAt },
    update: { cityId, sharedAt },
  });
  return { cityId, sharedAt: sharedAt.toISOString(), until: sharingEnds(sharedAt).toISOString() };
}

/** The member's own current share, or null when off or older than 30 days. */
export async function sharedCityOf(userId: string, now = new Date()): Promise<SharedCity> {
  const row = await db.memberCity.findUnique({ where: { userId } });
  if (!row || row.sharedAt <= currentSince(now)) return null;
  return {
    cityId: row.cityId,
    sharedAt: row.sharedAt.toISOString(),
    until: sharingEnds(row.sharedAt).toISOString(),
  };
}

/**
 * The shares of a city that count now, without one member's. A share outlives a lapsed membership:
 * it counts only while its member is in the community (left out by the query, so lapsed shares
 * never take places of a list's limit).
 */
const inTown = (cityId: string, exceptId: string, now: Date): Prisma.MemberCityWhereInput => ({
  cityId,
  sharedAt: { gt: currentSince(now) },
  userId: { not: exceptId },
  user: communityMemberWhere(now),
});

/** The ids of the members who share this city now, most recent first, without `exceptId`. */
export async function idsInTown(
  tx: Prisma.TransactionClient,
  cityId: string,
  exceptId: string,
  limit: number,
  now = new Date(),
): Promise<string[]> {
  const rows = await tx.memberCity.findMany({
    where: inTown(cityId, exceptId, now),
    orderBy: [{ sharedAt: "desc" }, { userId: "asc" }],
    take: limit,
    select: { userId: true },
  });
  return rows.map((row) => row.userId);
}

/** Who shares this city now, most recent first, without the viewer. */
export async function membersInTown(
  cityId: string,
  viewerId: string,
  now = new Date(),
): Promise<TownMember[]> {
  if (!getCity(cityId)) throw new AppError("not_found", presence.text.cityNotFound);
  const rows = await db.memberCity.findMany({
    where: inTown(cityId, viewerId, now),
    orderBy: [{ sharedAt: "desc" }, { userId: "asc" }],
    take: presence.townListLimit,
  });
  const members = await presenceMembers(rows.map((row) => row.userId));
  return rows.map((row) => ({ ...members.get(row.userId)!, until: sharingEnds(row.sharedAt).toISOString() }));
}
