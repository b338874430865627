import "server-only";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { holdsRenewingPlan, PAYMENT_RUNNING, stopAllRenewals } from "@/lib/billing/account-closure";
import type { ClientInfo } from "@/lib/http/client-info";
import { removeAvatarFiles } from "@/lib/profile/avatar";
import { db } from "@/lib/services/database";
import { logAuthEvent } from "./auth-events";
import { lockUserRow } from "./users";

/**
 * Deletes an account (LGPD/GDPR), in this order: every paid plan is cancelled at the card provider
 * (or nothing happens), then the account row is locked, checked and deleted with everything that
 * hangs off it in one transaction, then the deletion is recorded. The event keeps the id in its
 * details: its user_id column refers to the row that no longer exists.
 */
export async function deleteAccount(
  user: { id: string; email: string },
  client: ClientInfo,
): Promise<ActionResult> {
  const renewals = await stopAllRenewals(user.id);
  if (!renewals.ok) return renewals;
  const deleted = await db.$transaction(async (tx) => {
    await lockUserRow(tx, user.id);
    if (await holdsRenewingPlan(tx, user.id)) return false;
    await tx.user.delete({ where: { id: user.id } });
    return true;
  });
  if (!deleted) return fail(PAYMENT_RUNNING);
  await removeAvatarFiles(user.id);
  await logAuthEvent({
    type: "account_deleted",
    success: true,
    email: user.email,
    client,
    details: { userId: user.id, cancelledSubscriptions: renewals.stopped },
  });
  return ok(undefined);
}
