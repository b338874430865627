import { getCurrentUser, type CurrentUser } from "@/lib/auth/current-user";
import { userIdsMatching } from "@/lib/auth/users";
import { memberPremiumWhere } from "@/lib/billing/subscriptions";
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
 * Who is in the community now, as a filter on users (the rule of canUseCommunity, from the
 * database): an admin, or a member with a subscription that grants premium now. For lists and
 * notifications about other members, whose access may have lapsed; in the query, so lists leave
 * lapsed members out before their limit.
 */
export const communityMemberWhere = (now = new Date()): Prisma.UserWhereInput => ({
  OR: [{ role: "admin" }, { subscriptions: { some: memberPremiumWhere(now) } }],
});

/** Which of these users are in the community now, in one query. */
export const communityMemberIds = (userIds: readonly string[], now = new Date()): Promise<Set<string>> =>
  userIdsMatching(userIds, communityMemberWhere(now));

/** The signed-in premium member of this request: 401 without a session, 403 without premium access. */
export async function requireCommunityMember(
  authMessage: string = community.text.authRead,
): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) throw new AppError("unauthorized", authMessage);
  if (!canUseCommunity(user)) throw new AppError("forbidden", community.text.premiumOnly);
  return user;
}
