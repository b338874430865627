"use server";

import { authedAction } from "@/lib/actions/authed-action";
import { ok } from "@/lib/actions/result";
import { approveApplication, rejectApplication } from "./applications";
import { applicationIdSchema } from "./schemas";

/**
 * The admin dashboard's review buttons. The role is checked here (session) and again in the
 * function (database). The caller refreshes its list (router.refresh()) after a success.
 */
export const approveApplicationAction = authedAction(
  applicationIdSchema,
  async ({ applicationId }, admin) => ok(await approveApplication(admin.id, applicationId)),
  {
    roles: ["admin"],
    fallbackError: "Failed to approve the application",
  },
);

export const rejectApplicationAction = authedAction(
  applicationIdSchema,
  async ({ applicationId }, admin) => ok(await rejectApplication(admin.id, applicationId)),
  {
    roles: ["admin"],
    fallbackError: "Failed to reject the application",
  },
);
