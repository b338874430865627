"use server";

import { authedAction } from "@/lib/actions/authed-action";
import { ok } from "@/lib/actions/result";
import { replayEventSchema, runReconciliationSchema } from "./ops-schemas";
import { runReconciliation } from "./reconciliation/run";
import { replayEvent } from "./webhooks/replay";

const admin = { roles: ["admin" as const] };

/** An admin replays one stored provider event (lib/billing/webhooks/replay.ts). */
export const replayEventAction = authedAction(
  replayEventSchema,
  async ({ eventId }, user) => ok({ outcome: await replayEvent(user.id, eventId) }),
  admin,
);

/** An admin compares our subscriptions with the provider's now (one run at a time). */
export const runReconciliationAction = authedAction(
  runReconciliationSchema,
  async (_input, user) => {
    const run = await runReconciliation(new Date(), { by: user.id });
    return ok({ checked: run.checked, issues: Array.isArray(run.issues) ? run.issues.length : 0 });
  },
  admin,
);
