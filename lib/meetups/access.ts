import "server-only";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/current-user";
import { canUseCommunity } from "@/lib/community/access";
import { AppError } from "@/lib/errors";

/**
 * Meetups are for premium members, as the community chat is (`canUseCommunity`: active subscribers
 * and admins, from the database on every request): 401 without a session, 403 without premium.
 */
export async function requireMeetupMember(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) throw new AppError("unauthorized", "Sign in to see and join meetups.");
  if (!canUseCommunity(user)) throw new AppError("forbidden", "Meetups are for premium members.");
  return user;
}
