import "server-only";
import { communityMemberIds } from "@/lib/community/access";
import { notifications as limits } from "@/lib/config/notifications";
import { authorCards } from "@/lib/profile/profiles";
import { profilesByNamePrefix } from "@/lib/profile/name-search";
import { mentionName } from "./mentions";

/** A member who can be mentioned: in the community (premium access, or an admin) and named. */
export type MentionableMember = { id: string; name: string };

/**
 * Which of these users are in the community now, with the name the chat shows (their full name):
 * premium members (lib/billing) and admins, as lib/community/access.ts counts them.
 */
export async function communityMembers(userIds: readonly string[]): Promise<Map<string, MentionableMember>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Map();
  const [inCommunity, cards] = await Promise.all([communityMemberIds(ids), authorCards(ids)]);
  const members = new Map<string, MentionableMember>();
  for (const id of ids) {
    const name = mentionName(cards.get(id)?.fullName ?? "");
    if (name && inCommunity.has(id)) members.set(id, { id, name });
  }
  return members;
}

/**
 * The autocomplete: community members whose name (or a later word of it) starts with `prefix`, at
 * most 8, never the one asking.
 */
export async function searchMentionable(prefix: string, askerId: string): Promise<MentionableMember[]> {
  const candidates = (await profilesByNamePrefix(prefix, limits.mentionSuggestions * 3)).filter(
    (p) => p.id !== askerId,
  );
  const members = await communityMembers(candidates.map((p) => p.id));
  return candidates.flatMap((p) => members.get(p.id) ?? []).slice(0, limits.mentionSuggestions);
}
