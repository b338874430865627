import { getCurrentUser, type CurrentUser } from "@/lib/auth/current-user";
import { accountsById } from "@/lib/auth/users";
import { memberPremiumWhere, premiumMemberIds } from "@/lib/billing/subscriptions";
import { AppError } from "@/lib/errors";
import { community } from "@/lib/config/community";
import type { Prisma } from "@/lib/services/database";

/**
 * Who may use the community chat: active subscribers and admins (`hasSubscription`, computed from
 * the database on every request by lib/billing). Checked by every route: reading, posting,
 * deleting, the realtime stream and the Pusher channel authorisation.
 */
export function canUseCommunity(user: CurrentUser | null): user is CurrentUser {
  return Boolean(user?.hasSubscription);
}

export const isModerator = (user: Pick<CurrentUser, "role">) => user.role === "admin";

/**
 * Which of these users are in the community now (as canUseCommunity: premium members and admins),
 * in two queries: for lists and notifications about other members, whose access may have lapsed.
 */
export async function communityMemberIds(userIds: readonly string[], now = new Date()): Promise<Set<string>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Set();
  const [accounts, premium] = await Promise.all([accountsById(ids), premiumMemberIds(ids, now)]);
  return new Set(ids.filter((id) => premium.has(id) || accounts.get(id)?.role === "admin"));
}

/**
 * The same rule as a filter on users, for lists that must leave lapsed members out before their
 * limit (who's in town): an admin, or a member with a subscription that grants premium now.
 */
export const communityMemberWhere = (now = new Date()): Prisma.UserWhereInput => ({
  OR: [{ role: "admin" }, { subscriptions: { some: memberPremiumWhere(now) } }],
});

/** The signed-in premium member of this request: 401 without a session, 403 without premium access. */
export async function requireCommunityMember(
  authMessage: string = community.text.authRead,
): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) throw new AppError("unauthorized", authMessage);
  if (!canUseCommunity(user)) throw new AppError("forbidden", community.text.premiumOnly);
  return user;
}
