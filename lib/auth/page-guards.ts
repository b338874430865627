import { getLocale } from "next-intl/server";
import { redirect } from "next/navigation";
import { cache } from "react";
import { localizedPath } from "@/lib/i18n/locales";
import type { Role } from "@/lib/services/database";
import { getCurrentUser, type CurrentUser } from "./current-user";
import { loginPath } from "./login-path";
import { adminNeedsTwoFactor } from "./two-factor/status";

/**
 * Page-level checks, against the database (the route guard in proxy.ts only looks at the cookie).
 * No session: off to /join in the page's language, which brings the user back here after logging in.
 * `returnPath` is the page's path without its language prefix ("/profile").
 */
export async function requirePageUser(returnPath: string): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect(loginPath(localizedPath(returnPath, await getLocale())));
  return user;
}

/**
 * The user and whether their role opens the page: the page renders the access-denied state if not.
 * An admin without two-factor is refused (`twoFactorRequired`); AdminOnly and LawyersOnly then show
 * the 'Two-factor authentication required' state.
 */
export async function pageAccess(
  returnPath: string,
  roles: Role[],
): Promise<{ user: CurrentUser; allowed: boolean; twoFactorRequired: boolean }> {
  const user = await requirePageUser(returnPath);
  if (!roles.includes(user.role)) return { user, allowed: false, twoFactorRequired: false };
  const twoFactorRequired = await adminNeedsTwoFactor(user);
  return { user, allowed: !twoFactorRequired, twoFactorRequired };
}

/** Whether the signed-in user is an admin still waiting to turn on two-factor (for the denied state). */
export async function viewerNeedsAdminTwoFactor(): Promise<boolean> {
  const user = await getCurrentUser();
  return user ? adminNeedsTwoFactor(user) : false;
}

/**
 * The admin area's check (app/(admin)), once per request: its layout shows the refusal, and each page
 * asks again for its user, because moving between pages of an area does not run the layout again.
 */
export const adminAreaAccess = cache(() => pageAccess("/admin", ["admin"]));

/** The lawyer dashboard's check (lawyers, and admins read-only), shared like adminAreaAccess. */
export const lawyerAreaAccess = cache(() => pageAccess("/lawyer/dashboard", ["lawyer", "admin"]));
