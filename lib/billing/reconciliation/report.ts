import "server-only";
import { z } from "zod";
import { userEmails } from "@/lib/auth/users";
import { db } from "@/lib/services/database/index";
import type { DriftIssue } from "./drift";

/**
 * What the admin sees of reconciliation: the newest finished (or failed) run with its drift, the
 * members' emails and the plans' names by provider token, and whether a run is going on now.
 */
export async function reconciliationReport() {
  const [latest, running] = await Promise.all([
    db.reconciliationRun.findFirst({ where: { status: { not: "running" } }, orderBy: { startedAt: "desc" } }),
    db.reconciliationRun.count({ where: { status: "running" } }),
  ]);
  const issues = (latest?.issues ?? []) as DriftIssue[];
  const [emails, plans] = await Promise.all([
    // A provider-only subscription's member is its customer reference: maybe not one of our ids.
    userEmails(
      issues.flatMap((issue) => (z.uuid().safeParse(issue.userId).success ? [issue.userId ?? ""] : [])),
    ),
    db.subscriptionPlan.findMany({
      where: { caliPlanToken: { not: null } },
      select: { caliPlanToken: true, name: true },
    }),
  ]);
  return {
    latest: latest ? { ...latest, issues } : null,
    running: running > 0,
    emailOf: (userId: string | null) => (userId ? (emails.get(userId) ?? null) : null),
    planName: new Map(plans.map((p) => [p.caliPlanToken ?? "", p.name])),
  };
}

/** The drift the newest run found, for the dashboard's one-line notice (null: none or no run). */
export async function latestDrift(): Promise<{ count: number; finishedAt: Date } | null> {
  const latest = await db.reconciliationRun.findFirst({
    where: { status: "finished" },
    orderBy: { startedAt: "desc" },
    select: { issues: true, finishedAt: true },
  });
  const count = Array.isArray(latest?.issues) ? latest.issues.length : 0;
  return latest?.finishedAt && count > 0 ? { count, finishedAt: latest.finishedAt } : null;
}
