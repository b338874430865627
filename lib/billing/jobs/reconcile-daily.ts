import "server-only";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/services/database";
import { runReconciliation } from "../reconciliation/run";

const DAY_MS = 86_400_000;

/**
 * The daily reconciliation: runs when the newest run started more than a day ago. Many processes
 * may find it due at once; the one-running index lets one run and the others' 409 is expected.
 */
export async function reconcileIfDue(now = new Date()): Promise<"ran" | "not_due" | "running"> {
  const latest = await db.reconciliationRun.findFirst({
    orderBy: { startedAt: "desc" },
    select: { startedAt: true },
  });
  if (latest && latest.startedAt.getTime() > now.getTime() - DAY_MS) return "not_due";
  try {
    await runReconciliation(now);
    return "ran";
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return "running";
    throw error;
  }
}
