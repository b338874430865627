import "server-only";
import { cookies, headers } from "next/headers";
import { getToken } from "next-auth/jwt";
import { cache } from "react";
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import type { Role } from "@/lib/services/database";
import { clientInfoFromHeaders, type ClientInfo } from "@/lib/http/client-info";
import { validateSession, type SessionUser } from "./sessions";
import { subscriptionStatusOf } from "./subscription-status";
import { TWO_FACTOR_REQUIRED_FOR_ADMINS } from "./two-factor/config";
import { adminNeedsTwoFactor } from "./two-factor/status";

export type CurrentUser = SessionUser & { subscribed: boolean; hasSubscription: boolean };

/**
 * The signed-in user of this request, checked against the database (session alive, user not
 * disabled), or null. Cached per request. Server components, actions and route handlers only.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const cookieStore = await cookies();
  const headerStore = await headers();
  const token = await getToken({
    req: {
      headers: Object.fromEntries(headerStore.entries()),
      cookies: Object.fromEntries(cookieStore.getAll().map((c) => [c.name, c.value])),
    } as never,
    secret: env().NEXTAUTH_SECRET,
  });
  const user = await validateSession(token?.sid);
  if (!user) return null;
  const subscribed = await subscriptionStatusOf(user.id);
  return { ...user, subscribed, hasSubscription: subscribed || user.role === "admin" };
});

export async function currentClientInfo(): Promise<ClientInfo> {
  return clientInfoFromHeaders(await headers());
}

/** The signed-in user, or an AppError (401). */
export async function requireUser(message = "You must be logged in"): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) throw new AppError("unauthorized", message);
  return user;
}

/**
 * The signed-in user holding one of the roles, or an AppError (401 or 403). Access
 * granted by the admin role also needs two-factor authentication on.
 */
export async function requireRole(
  roles: Role[],
  message = "You need admin privileges to access this functionality.",
): Promise<CurrentUser> {
  const user = await requireUser();
  if (!roles.includes(user.role)) throw new AppError("forbidden", message);
  if (await adminNeedsTwoFactor(user)) throw new AppError("forbidden", TWO_FACTOR_REQUIRED_FOR_ADMINS);
  return user;
}

export const requireAdmin = () => requireRole(["admin"]);
