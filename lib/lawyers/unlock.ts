import "server-only";
import { randomUUID } from "node:crypto";
import { hasLawyerPremium } from "@/lib/billing/subscriptions";
import { findLead } from "@/lib/leads/marketplace-leads";
import { db } from "@/lib/services/database";
import { creditBalance } from "./credits";
import { AppError } from "@/lib/errors";
import { isLawyer, notLawyer, type Actor } from "./actor";

export type UnlockedLead = {
  leadId: string;
  creditsSpent: number;
  alreadyUnlocked: boolean;
  balance: number;
};

export const NO_CREDITS = "You have no credits left. Buy a credit pack or go Premium to unlock this lead.";
export const COST_CHANGED =
  "The cost of this unlock changed since you confirmed (your Premium started or ended). Please look at it again.";

class OutOfCredits extends Error {}

/**
 * Unlocks a lead's contact details for a lawyer, atomically, in one transaction:
 *   1. INSERT the unlock ... ON CONFLICT (lawyer_id, lead_id) DO NOTHING. The unique key serialises
 *      concurrent unlocks of the same lead: the second waits for the first and then inserts nothing,
 *      so it is answered "already unlocked" and charged nothing.
 *   2. Without premium: UPDATE lawyer_credits SET balance = balance - 1 WHERE balance > 0. Row locks
 *      and PostgreSQL's re-check of the WHERE after a wait mean two unlocks can never spend one
 *      credit twice; no row updated means no credit, and the insert is rolled back with it.
 * Lawyer premium unlocks record creditsSpent 0 and leave the balance alone. `agreedCost`, when given,
 * is what the lawyer confirmed: a different cost now is refused rather than spent unasked.
 */
export async function unlockLead(
  actor: Actor | null,
  leadId: string,
  agreedCost?: 0 | 1,
): Promise<UnlockedLead> {
  if (!isLawyer(actor)) throw notLawyer(actor);
  const lead = await findLead(leadId);
  if (!lead) throw new AppError("not_found", "Lead not found");
  const premium = await hasLawyerPremium(actor.id);
  const creditsSpent = premium ? 0 : 1;
  if (agreedCost !== undefined && agreedCost !== creditsSpent) throw new AppError("conflict", COST_CHANGED);
  try {
    const inserted = await db.$transaction(async (tx) => {
      const { count } = await tx.leadUnlock.createMany({
        data: [{ id: randomUUID(), lawyerId: actor.id, leadId, creditsSpent }],
        skipDuplicates: true,
      });
      if (count === 0) return false;
      if (creditsSpent > 0) {
        const charged = await tx.lawyerCredits.updateMany({
          where: { lawyerId: actor.id, creditsBalance: { gt: 0 } },
          data: { creditsBalance: { decrement: 1 } },
        });
        if (charged.count === 0) throw new OutOfCredits();
      }
      return true;
    });
    return {
      leadId,
      creditsSpent: inserted ? creditsSpent : 0,
      alreadyUnlocked: !inserted,
      balance: await creditBalance(actor.id),
    };
  } catch (error) {
    if (error instanceof OutOfCredits) throw new AppError("payment_required", NO_CREDITS);
    throw error;
  }
}
