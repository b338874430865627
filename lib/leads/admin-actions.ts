"use server";

import { authedAction } from "@/lib/actions/authed-action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { getCurrentUser } from "@/lib/auth/current-user";
import { regenerateSummarySchema } from "./schemas";
import { regenerateLeadSummary } from "./summarize";

const regenerate = authedAction(
  regenerateSummarySchema,
  async ({ leadId }, admin) => {
    const result = await regenerateLeadSummary(leadId, admin.id);
    return result ? ok(result) : fail("Lead not found");
  },
  { roles: ["admin"], fallbackError: "Failed to regenerate summary" },
);

/** The admin dashboard's 'regenerate summary' on a lead. */
export async function regenerateSummaryAction(
  input: unknown,
): Promise<ActionResult<{ leadId: string; summaryText: string }>> {
  if (!(await getCurrentUser())) return fail("You must be logged in to regenerate summaries");
  return regenerate(input);
}
