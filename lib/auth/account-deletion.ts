import "server-only";
import { holdsRenewingPlan, PAYMENT_RUNNING, stopAllRenewals } from "@/lib/billing/account-closure";
import type { ClientInfo } from "@/lib/http/client-info";
import { removeAvatarFiles } from "@/lib/profile/avatar";
import { db } from "@/lib/services/database";
import { logAuthEvent } from "./auth-events";

export type DeletionResult = { ok: true } | { ok: false; error: string };

/**
 * Deletes an account (LGPD/GDPR), in this order: every paid plan is cancelled at the card provider
 * (or nothing happens), then the account row is locked, checked and deleted with everything that
 * hangs off it in one transaction, then the deletion is recorded. The event keeps the id in its
 * details: its user_id column refers to the row that no longer exists.
 */
export async function deleteAccount(
  user: { id: string; email: string },
  client: ClientInfo,
): Promise<DeletionResult> {
  const renewals = await stopAllRenewals(user.id);
  if (!renewals.ok) return renewals;
  const deleted = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${user.id}::uuid FOR UPDATE`;
    if (await holdsRenewingPlan(tx, user.id)) return false;
    await tx.user.delete({ where: { id: user.id } });
    return true;
  });
  if (!deleted) return { ok: false, error: PAYMENT_RUNNING };
  await removeAvatarFiles(user.id);
  await logAuthEvent({
    type: "account_deleted",
    success: true,
    email: user.email,
    client,
    details: { userId: user.id, cancelledSubscriptions: renewals.stopped },
  });
  return { ok: true };
}
