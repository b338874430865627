import "server-only";
import { writeAudit } from "@/lib/admin/audit";
import { AppError } from "@/lib/errors";
import { db, type Prisma, type ReconciliationRun } from "@/lib/services/database/index";
import { isUniqueViolation } from "@/lib/services/database/errors";
import { paymentProvider } from "@/lib/services/payments/index";
import type { PaymentProvider } from "@/lib/services/payments/types";
import { requireAdmin } from "../admin-guard";
import { compareSubscription, holdsPlan, type DriftIssue, type OurSubscription } from "./drift";
import { failureReason } from "../failure-reason";

/** A run still "running" after this long died (a crash, a deploy): it is marked failed. */
export const RUN_LAPSES_MS = 15 * 60_000;
export const RUN_IN_PROGRESS = "A reconciliation is already running. Please try again in a few minutes.";
const PROVIDER_PAGE = 100;

const planSide = { select: { code: true, caliPlanToken: true, priceCents: true } } as const;
const ourSelect = {
  id: true,
  userId: true,
  status: true,
  billingProviderId: true,
  plan: planSide,
  scheduledPlan: planSide,
} as const;
type OurRow = Prisma.SubscriptionGetPayload<{ select: typeof ourSelect }>;
const toOurs = (row: OurRow): OurSubscription => ({ ...row, billingProviderId: row.billingProviderId ?? "" });

/** Our subscriptions known to the provider, by the provider's id, for one page of theirs. */
async function oursFor(providerIds: string[]): Promise<Map<string, OurSubscription>> {
  const rows = await db.subscription.findMany({
    where: { billingProviderId: { in: providerIds } },
    select: ourSelect,
  });
  return new Map(rows.map((row) => [row.billingProviderId ?? "", toOurs(row)]));
}

/** Takes the one run slot: a lapsed run is marked failed first; the partial unique index refuses a second. */
async function startRun(now: Date): Promise<ReconciliationRun> {
  await db.reconciliationRun.updateMany({
    where: { status: "running", startedAt: { lt: new Date(now.getTime() - RUN_LAPSES_MS) } },
    data: { status: "failed", finishedAt: now, error: "The run did not finish within 15 minutes." },
  });
  try {
    return await db.reconciliationRun.create({ data: { status: "running", startedAt: now } });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", RUN_IN_PROGRESS);
    throw error;
  }
}

/** Pages through the provider's subscriptions (by id) and compares each with ours. */
async function compareAll(provider: PaymentProvider, pageSize: number, startedAt: Date) {
  const issues: DriftIssue[] = [];
  const seen = new Set<string>();
  let startingAfter: string | undefined;
  for (;;) {
    const page = await provider.listSubscriptions({ limit: pageSize, startingAfter });
    const ours = await oursFor(page.data.map((s) => s.id));
    for (const theirs of page.data) {
      seen.add(theirs.id);
      issues.push(...compareSubscription(ours.get(theirs.id) ?? null, theirs));
    }
    const last = page.data.at(-1)?.id;
    // A cursor that does not move on would loop for ever.
    if (!page.hasMore || !last || (startingAfter !== undefined && last <= startingAfter)) break;
    startingAfter = last;
  }
  // Ours that hold a plan the provider does not have at all (bought before the run: one bought
  // meanwhile may be past the page that would have listed it).
  const holding = await db.subscription.findMany({
    where: {
      billingProviderId: { not: null },
      status: { in: ["active", "past_due", "paused"] },
      createdAt: { lt: startedAt },
    },
    select: ourSelect,
  });
  const absent = holding.filter((row) => !seen.has(row.billingProviderId ?? "") && holdsPlan(row.status));
  for (const row of absent) issues.push(...compareSubscription(toOurs(row), null));
  return { issues, checked: seen.size + absent.length };
}

/**
 * Compares our subscriptions with the provider's and stores the drift found (lib/billing/reconciliation/drift.ts)
 * on a ReconciliationRun. One run at a time: a second caller is refused with 409 while one runs.
 * For the periodic worker and the admin's "Run now".
 */
export async function runReconciliation(
  now = new Date(),
  {
    provider = paymentProvider,
    pageSize = PROVIDER_PAGE,
    by,
  }: { provider?: () => PaymentProvider; pageSize?: number; by?: string } = {},
): Promise<ReconciliationRun> {
  // An admin's "Run now" (the worker passes no one): admins only, and the audit log says who.
  if (by) await requireAdmin(by);
  const run = await startRun(now);
  try {
    const { issues, checked } = await compareAll(provider(), pageSize, now);
    const finished = await db.reconciliationRun.update({
      where: { id: run.id },
      data: { status: "finished", finishedAt: new Date(), checked, issues: issues as Prisma.InputJsonValue },
    });
    if (by)
      await writeAudit({
        actorId: by,
        action: "reconciliation.run",
        target: `reconciliation:${run.id}`,
        after: { checked, issues: issues.length },
      });
    return finished;
  } catch (error) {
    const reason = failureReason(error);
    await db.reconciliationRun
      .update({ where: { id: run.id }, data: { status: "failed", finishedAt: new Date(), error: reason } })
      .catch(() => {});
    throw new AppError("bad_gateway", `The reconciliation failed: ${reason}`);
  }
}
