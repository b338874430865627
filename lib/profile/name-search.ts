import "server-only";
import { db } from "@/lib/services/database";

/**
 * Profiles whose full name, or a later word of it, starts with `prefix` (case-insensitive), by name:
 * the mention autocomplete's candidates (lib/notifications decides who may be mentioned).
 */
export async function profilesByNamePrefix(
  prefix: string,
  limit: number,
): Promise<{ id: string; fullName: string }[]> {
  const query = prefix.trim();
  if (!query) return [];
  const rows = await db.profile.findMany({
    where: {
      OR: [
        { fullName: { startsWith: query, mode: "insensitive" } },
        { fullName: { contains: ` ${query}`, mode: "insensitive" } },
      ],
    },
    orderBy: [{ fullName: "asc" }, { id: "asc" }],
    take: limit,
    select: { id: true, fullName: true },
  });
  return rows.flatMap((row) => (row.fullName ? [{ id: row.id, fullName: row.fullName }] : []));
}
