import "server-only";
import { authorCards, displayName } from "@/lib/profile/profiles";
import type { PresenceMember } from "./schemas";

/** Members by id as the presence lists show them (the profile domain's names and avatars, one query). */
export async function presenceMembers(userIds: readonly string[]): Promise<Map<string, PresenceMember>> {
  const cards = await authorCards(userIds);
  return new Map(
    userIds.map((id) => {
      const card = cards.get(id);
      return [id, { id, name: displayName(card?.fullName ?? null), avatarUrl: card?.avatarUrl ?? null }];
    }),
  );
}
