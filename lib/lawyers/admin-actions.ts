"use server";

import { authedAction } from "@/lib/actions/authed-action";
import { fail, ok } from "@/lib/actions/result";
import { approveApplication, rejectApplication, type ReviewResult } from "./applications";
import { applicationIdSchema } from "./schemas";

/**
 * The admin dashboard's review buttons. The role is checked here (session) and again in the
 * function (database). The caller refreshes its list (router.refresh()) after a success.
 */
const answer = (result: ReviewResult) => (result.ok ? ok(result.data) : fail(result.error));

export const approveApplicationAction = authedAction(
  applicationIdSchema,
  async ({ applicationId }, admin) => answer(await approveApplication(admin.id, applicationId)),
  {
    roles: ["admin"],
    fallbackError: "Failed to approve the application",
  },
);

export const rejectApplicationAction = authedAction(
  applicationIdSchema,
  async ({ applicationId }, admin) => answer(await rejectApplication(admin.id, applicationId)),
  {
    roles: ["admin"],
    fallbackError: "Failed to reject the application",
  },
);
