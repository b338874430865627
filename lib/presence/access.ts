import "server-only";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/current-user";
import { canUseCommunity } from "@/lib/community/access";
import { presence } from "@/lib/config/presence";
import { AppError } from "@/lib/errors";

/** Presence is the community's: 401 without a session, 403 without premium access (admins pass). */
export async function requirePresenceMember(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) throw new AppError("unauthorized", presence.text.signInRequired);
  if (!canUseCommunity(user)) throw new AppError("forbidden", presence.text.premiumOnly);
  return user;
}
