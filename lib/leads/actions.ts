"use server";

import { ok } from "@/lib/actions/result";
import { validatedAction } from "@/lib/actions/validated-action";
import { currentClientInfo, getCurrentUser } from "@/lib/auth/current-user";
import { createLead } from "./create-lead";
import { leadRequestSchema } from "./schemas";

/** 'Talk to a lawyer' (visitors and members): the dialog's schema, parsed again here. */
export const requestLawyerAction = validatedAction(
  leadRequestSchema,
  async (input) => {
    const user = await getCurrentUser();
    return ok(await createLead(input, { client: await currentClientInfo(), userId: user?.id ?? null }));
  },
  "We couldn't send your request. Please try again.",
);
