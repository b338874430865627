import "server-only";
import { accountRole } from "@/lib/auth/users";
import { AppError } from "@/lib/errors";

export const ADMINS_ONLY = "You need admin privileges to access this functionality.";

/**
 * Billing operations for admins only: the role is read from the database, never from the caller.
 * `refusal` is the operation's own text when it has one (already in the reader's language).
 */
export async function requireAdmin(userId: string, refusal: string = ADMINS_ONLY): Promise<void> {
  const account = await accountRole(userId);
  if (account?.role !== "admin" || account.disabledAt) throw new AppError("forbidden", refusal);
}
