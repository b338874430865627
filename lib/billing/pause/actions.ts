"use server";

import { authedAction } from "@/lib/actions/authed-action";
import { ok } from "@/lib/actions/result";
import { pausePlan, resumeFromPause } from "./pause";
import { pauseSchema } from "./schema";
import { resumeSchema } from "../schemas";

export const pausePlanAction = authedAction(
  pauseSchema,
  async (input, user) => ok(await pausePlan(user, input)),
  {
    fallbackError: "Failed to pause your subscription.",
  },
);

export const resumeFromPauseAction = authedAction(
  resumeSchema,
  async ({ subscriptionId }, user) => ok(await resumeFromPause(user, subscriptionId)),
  { fallbackError: "Failed to resume your subscription." },
);
