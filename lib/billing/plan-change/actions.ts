"use server";

import { authedAction } from "@/lib/actions/authed-action";
import { ok } from "@/lib/actions/result";
import { changePlan } from "./change";
import { planChangeSchema } from "./schema";

/** 'Change plan' confirmed: the owner's own subscription only (checked in changePlan). */
export const changePlanAction = authedAction(
  planChangeSchema,
  async (input, user) => ok(await changePlan(user, input)),
  { fallbackError: "Failed to change your plan." },
);
