"use server";

import { authedAction } from "@/lib/actions/authed-action";
import { ok } from "@/lib/actions/result";
import { submitApplication } from "./apply";
import { updateLawyerProfile } from "./profile";
import { applicationSchema, lawyerProfileSchema, unlockLeadSchema } from "./schemas";
import { unlockLead } from "./unlock";

/*
 * The lawyer area's forms and buttons. authedAction checks the session against the database; each
 * function then checks the role it needs (lawyer) from that same database user.
 */
export const submitApplicationAction = authedAction(
  applicationSchema,
  async (input, user) => ok(await submitApplication(user, input)),
  {
    fallbackError: "We couldn't send your application. Please try again.",
  },
);

export const unlockLeadAction = authedAction(
  unlockLeadSchema,
  async ({ leadId, credits }, user) => ok(await unlockLead(user, leadId, credits)),
  {
    fallbackError: "We couldn't unlock this lead. Please try again.",
  },
);

export const updateLawyerProfileAction = authedAction(
  lawyerProfileSchema,
  async (input, user) => ok(await updateLawyerProfile(user, input)),
  {
    fallbackError: "Your profile could not be saved. Please try again.",
  },
);
