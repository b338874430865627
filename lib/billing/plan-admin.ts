import "server-only";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { isUniqueViolation } from "@/lib/services/database/errors";
import { db } from "@/lib/services/database";
import { paymentProvider } from "@/lib/services/payments";
import type { PaymentProvider } from "@/lib/services/payments/types";
import { writeAudit } from "@/lib/admin/audit";
import { providerPlanInput, providerPlanToken } from "./provider-plan";
import { featureList, priceToCents, type planFormSchema } from "@/lib/admin/schemas";
import type { z } from "zod";

type PlanForm = z.output<typeof planFormSchema>;
const toData = (form: PlanForm) => ({
  code: form.code,
  name: form.name,
  description: form.description,
  priceCents: priceToCents(form.price),
  period: form.period,
  intervalDays: form.intervalDays,
  features: featureList(form.features),
  isPopular: form.isPopular,
  isAdminOnly: form.isAdminOnly,
});

export async function listAllPlans() {
  const plans = await db.subscriptionPlan.findMany({
    orderBy: [{ archivedAt: "asc" }, { sortOrder: "asc" }, { priceCents: "asc" }],
    include: { _count: { select: { subscriptions: true } } },
  });
  return plans;
}

export async function createPlan(actorId: string, form: PlanForm): Promise<ActionResult> {
  try {
    const plan = await db.subscriptionPlan.create({ data: toData(form) });
    await writeAudit({ actorId, action: "plan.create", target: `plan:${plan.code}`, after: toData(form) });
    return ok(undefined);
  } catch (error) {
    if (isUniqueViolation(error)) return fail(`A plan with the code '${form.code}' already exists.`);
    throw error;
  }
}

/** Edits a plan. Its code stays (links and subscriptions use it); only one plan is 'Most Popular'. */
export async function updatePlan(actorId: string, planId: string, form: PlanForm): Promise<ActionResult> {
  const before = await db.subscriptionPlan.findUnique({ where: { id: planId } });
  if (!before) return fail("Plan not found");
  const { code: _code, ...data } = toData(form);
  await db.$transaction(async (tx) => {
    if (data.isPopular)
      await tx.subscriptionPlan.updateMany({ where: { id: { not: planId } }, data: { isPopular: false } });
    await tx.subscriptionPlan.update({ where: { id: planId }, data });
  });
  await writeAudit({
    actorId,
    action: "plan.update",
    target: `plan:${before.code}`,
    before: {
      priceCents: before.priceCents,
      name: before.name,
      features: before.features,
      isPopular: before.isPopular,
      isAdminOnly: before.isAdminOnly,
    },
    after: data,
  });
  return ok(undefined);
}

export async function setPlanArchived(
  actorId: string,
  planId: string,
  archived: boolean,
): Promise<ActionResult> {
  const plan = await db.subscriptionPlan.findUnique({ where: { id: planId } });
  if (!plan) return fail("Plan not found");
  await db.subscriptionPlan.update({
    where: { id: planId },
    data: { archivedAt: archived ? new Date() : null },
  });
  await writeAudit({
    actorId,
    action: archived ? "plan.archive" : "plan.unarchive",
    target: `plan:${plan.code}`,
  });
  return ok(undefined);
}

/** Deletes a plan nobody ever subscribed to; a plan with subscriptions can only be archived. */
export async function deletePlan(actorId: string, planId: string): Promise<ActionResult> {
  const plan = await db.subscriptionPlan.findUnique({
    where: { id: planId },
    include: { _count: { select: { subscriptions: true } } },
  });
  if (!plan) return fail("Plan not found");
  if (plan._count.subscriptions > 0) return fail("This plan has subscriptions: archive it instead.");
  await db.subscriptionPlan.delete({ where: { id: planId } });
  await writeAudit({
    actorId,
    action: "plan.delete",
    target: `plan:${plan.code}`,
    before: { code: plan.code, priceCents: plan.priceCents },
  });
  return ok(undefined);
}

export type PlanSyncReport = {
  success: boolean;
  message: string;
  results: {
    total: number;
    synced: number;
    updated: number;
    skipped: number;
    failed: number;
    details: Array<{
      planName: string;
      status: "synced" | "updated" | "skipped" | "failed";
      message: string;
    }>;
  };
};

export const PLAN_SYNC_TIMEOUT_MS = 10_000;

/**
 * Plan sync: plans without a provider token are created there ('synced'); with `syncAll` or
 * `force`, plans that have one are pushed again ('updated'); the rest are 'skipped'. Stops at the
 * 10 s time-out and reports what is left as failed.
 */
export async function syncPlans(
  actorId: string,
  { syncAll, force }: { syncAll: boolean; force: boolean },
  provider: PaymentProvider = paymentProvider(),
): Promise<PlanSyncReport> {
  const deadline = Date.now() + PLAN_SYNC_TIMEOUT_MS;
  const plans = await db.subscriptionPlan.findMany({
    where: syncAll ? {} : { archivedAt: null },
    orderBy: { sortOrder: "asc" },
  });
  const details: PlanSyncReport["results"]["details"] = [];
  for (const plan of plans) {
    if (Date.now() > deadline) {
      details.push({
        planName: plan.name,
        status: "failed",
        message: "Timed out before this plan was synced",
      });
      continue;
    }
    try {
      if (!plan.caliPlanToken) {
        const planToken = await providerPlanToken(provider, plan);
        details.push({
          planName: plan.name,
          status: "synced",
          message: `Created at the provider (${planToken})`,
        });
      } else if (syncAll || force) {
        await provider.updatePlan(plan.caliPlanToken, providerPlanInput(plan));
        details.push({ planName: plan.name, status: "updated", message: "Updated at the provider" });
      } else {
        details.push({ planName: plan.name, status: "skipped", message: "Already synced" });
      }
    } catch (error) {
      details.push({
        planName: plan.name,
        status: "failed",
        message: error instanceof Error ? error.message : "Unknown error occurred",
      });
    }
  }
  const count = (status: string) => details.filter((d) => d.status === status).length;
  const failed = count("failed");
  const result: PlanSyncReport = {
    success: failed === 0,
    message: failed
      ? `Synchronization issues: ${failed} of ${details.length} plans failed`
      : `${details.length} plans checked`,
    results: {
      total: details.length,
      synced: count("synced"),
      updated: count("updated"),
      skipped: count("skipped"),
      failed,
      details,
    },
  };
  await writeAudit({
    actorId,
    action: "plan.sync",
    target: "plans",
    after: { syncAll, force, ...result.results, details: undefined },
  });
  return result;
}
