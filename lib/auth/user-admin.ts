import "server-only";
import { db, type Prisma } from "@/lib/services/database";

/** The database, or the transaction a caller is in. */
type Client = Prisma.TransactionClient;

/** One page of accounts, newest first, whose email or full name contains the query (any case). */
export async function findAccounts({ query, skip, take }: { query: string; skip: number; take: number }) {
  const where = query
    ? {
        OR: [
          { email: { contains: query, mode: "insensitive" as const } },
          { profile: { fullName: { contains: query, mode: "insensitive" as const } } },
        ],
      }
    : {};
  const [rows, total] = await Promise.all([
    db.user.findMany({
      where,
      orderBy: { createdAt: "desc" },
      skip,
      take,
      select: {
        id: true,
        email: true,
        role: true,
        emailConfirmedAt: true,
        disabledAt: true,
        createdAt: true,
        profile: { select: { fullName: true } },
      },
    }),
    db.user.count({ where }),
  ]);
  return { rows, total };
}

/** How many admins can still sign in. */
export function countActiveAdmins(client: Client = db): Promise<number> {
  return client.user.count({ where: { role: "admin", disabledAt: null } });
}

/** Disables the account from now on, or enables it again. */
export async function setAccountDisabled(
  userId: string,
  disabled: boolean,
  client: Client = db,
): Promise<void> {
  await client.user.update({ where: { id: userId }, data: { disabledAt: disabled ? new Date() : null } });
}
