import type { ProviderSubscription } from "@/lib/services/payments/types";

/**
 * Drift between our subscription and the provider's, by kind:
 * - only_ours_active: ours holds the plan (active, past_due, paused), the provider's does not renew
 *   (canceled, expired) or does not exist;
 * - only_theirs_active: the provider renews it, ours is canceled, expired or absent;
 * - status: both hold the plan, in different states;
 * - plan / scheduled_plan: the plan (or the downgrade waiting for the next renewal) differs;
 * - amount: what the provider's next renewal charges differs from the price ours renews at (the
 *   scheduled plan's, else the plan's).
 * Plan and amount are compared only while both sides renew: nothing is charged otherwise.
 */
export type DriftKind =
  "only_ours_active" | "only_theirs_active" | "status" | "plan" | "scheduled_plan" | "amount";

export type DriftIssue = {
  kind: DriftKind;
  providerSubscriptionId: string;
  subscriptionId: string | null;
  userId: string | null;
  ours: string | null;
  theirs: string | null;
};

type PlanSide = { code: string; caliPlanToken: string | null; priceCents: number };

/** Our side of the comparison: a subscription row with its plan and scheduled plan. */
export type OurSubscription = {
  id: string;
  userId: string;
  status: string;
  billingProviderId: string;
  plan: PlanSide;
  scheduledPlan: PlanSide | null;
};

const HOLDS_PLAN = new Set(["active", "past_due", "paused"]);

export function holdsPlan(status: string | undefined): boolean {
  return status !== undefined && HOLDS_PLAN.has(status);
}

/** The drift of one subscription; either side may be missing (never both). */
export function compareSubscription(
  ours: OurSubscription | null,
  theirs: ProviderSubscription | null,
): DriftIssue[] {
  const providerSubscriptionId = ours?.billingProviderId ?? theirs?.id;
  if (!providerSubscriptionId) return [];
  const issue = (kind: DriftKind, our: string | null, their: string | null): DriftIssue => ({
    kind,
    providerSubscriptionId,
    subscriptionId: ours?.id ?? null,
    userId: ours?.userId ?? theirs?.customerReference ?? null,
    ours: our,
    theirs: their,
  });
  const oursHolds = holdsPlan(ours?.status);
  const theirsHold = holdsPlan(theirs?.status);
  if (oursHolds && !theirsHold) return [issue("only_ours_active", ours!.status, theirs?.status ?? null)];
  if (!oursHolds && theirsHold) return [issue("only_theirs_active", ours?.status ?? null, theirs!.status)];
  if (!ours || !theirs || !oursHolds) return [];
  const issues: DriftIssue[] = [];
  if (ours.status !== theirs.status) issues.push(issue("status", ours.status, theirs.status));
  if (ours.plan.caliPlanToken !== theirs.planToken)
    issues.push(issue("plan", ours.plan.caliPlanToken ?? ours.plan.code, theirs.planToken));
  const ourNext = ours.scheduledPlan?.caliPlanToken ?? null;
  if (ourNext !== (theirs.nextPlanToken ?? null))
    issues.push(issue("scheduled_plan", ourNext, theirs.nextPlanToken ?? null));
  const renewsAt = (ours.scheduledPlan ?? ours.plan).priceCents;
  if (renewsAt !== theirs.amountCents)
    issues.push(issue("amount", String(renewsAt), String(theirs.amountCents)));
  return issues;
}
