import "server-only";
import { db } from "@/lib/services/database";

/** A LIKE pattern matching `text` literally (its % and _ are not wildcards). */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Profiles whose full name, or a later word of it, starts with `prefix`, ignoring case and accents
 * ("jose" finds José, "sofia" Sofía): the mention autocomplete's candidates, by name
 * (lib/notifications decides who may be mentioned).
 */
export async function profilesByNamePrefix(
  prefix: string,
  limit: number,
): Promise<{ id: string; fullName: string }[]> {
  const query = prefix.trim();
  if (!query) return [];
  const pattern = literal(query);
  return db.$queryRaw<{ id: string; fullName: string }[]>`
    SELECT id, full_name AS "fullName" FROM profiles
    WHERE full_name IS NOT NULL
      AND (unaccent(full_name) ILIKE unaccent(${pattern}) || '%'
        OR unaccent(full_name) ILIKE '% ' || unaccent(${pattern}) || '%')
    ORDER BY full_name, id
    LIMIT ${limit}`;
}
