import "server-only";
import { z } from "zod";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { db, type Prisma, type Role } from "@/lib/services/database";

/** The database, or the transaction a caller is in. */
type Client = Prisma.TransactionClient;

/** The account's email, or null when it is gone. */
export async function userEmail(userId: string): Promise<string | null> {
  return (await db.user.findUnique({ where: { id: userId }, select: { email: true } }))?.email ?? null;
}

/** Email by user id for the accounts that still exist. */
export async function userEmails(userIds: string[]): Promise<Map<string, string>> {
  const users = await db.user.findMany({
    where: { id: { in: [...new Set(userIds)] } },
    select: { id: true, email: true },
  });
  return new Map(users.map((u) => [u.id, u.email]));
}

/** Ids of the accounts whose email contains `query` (case-insensitive), at most `limit` (admin searches). */
export async function userIdsByEmail(query: string, limit = 500): Promise<string[]> {
  const users = await db.user.findMany({
    where: { email: { contains: query.trim(), mode: "insensitive" } },
    select: { id: true },
    take: limit,
  });
  return users.map((u) => u.id);
}

export async function userExists(userId: string): Promise<boolean> {
  // Ids are UUIDs: anything else (e.g. another system's customer reference) is nobody.
  if (!z.uuid().safeParse(userId).success) return false;
  return (await db.user.count({ where: { id: userId } })) === 1;
}

/** The account's role and whether it is disabled, or null when it is gone. */
export function accountRole(
  userId: string,
  client: Client = db,
): Promise<{ role: Role; disabledAt: Date | null } | null> {
  return client.user.findUnique({ where: { id: userId }, select: { role: true, disabledAt: true } });
}

/** The account's email, role, creation and when it was disabled, or null when it is gone. */
export function accountStanding(
  userId: string,
  client: Client = db,
): Promise<{ email: string; role: Role; createdAt: Date; disabledAt: Date | null } | null> {
  return client.user.findUnique({
    where: { id: userId },
    select: { email: true, role: true, createdAt: true, disabledAt: true },
  });
}

/** Email and role by user id for the accounts that still exist. */
export async function accountsById(userIds: string[]): Promise<Map<string, { email: string; role: Role }>> {
  const users = await db.user.findMany({
    where: { id: { in: [...new Set(userIds)] } },
    select: { id: true, email: true, role: true },
  });
  return new Map(users.map(({ id, ...account }) => [id, account]));
}

/** Which of these users match `where`, in one query: other domains' rules about users (who is in the community). */
export async function userIdsMatching(
  userIds: readonly string[],
  where: Prisma.UserWhereInput,
): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const users = await db.user.findMany({
    where: { AND: [{ id: { in: [...new Set(userIds)] } }, where] },
    select: { id: true },
  });
  return new Set(users.map((user) => user.id));
}

/** Locks the account row until the transaction ends, so checks and writes about it run one at a time. */
export async function lockUserRow(tx: Client, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
}

export async function setUserRole(tx: Client, userId: string, role: Role): Promise<void> {
  await tx.user.update({ where: { id: userId }, data: { role } });
}

/** The language the member reads their emails in. */
export async function userLanguage(userId: string): Promise<Locale> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { language: true } });
  return user?.language ?? defaultLocale;
}

/** Remembers the language a member chose with the switcher. */
export async function setUserLanguage(userId: string, language: Locale): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { language } });
}

/** When the account was created, or null when it is gone (the community's new-account limits). */
export async function accountCreatedAt(userId: string): Promise<Date | null> {
  return (
    (await db.user.findUnique({ where: { id: userId }, select: { createdAt: true } }))?.createdAt ?? null
  );
}
