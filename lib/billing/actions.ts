"use server";

import { authedAction } from "@/lib/actions/authed-action";
import { ok } from "@/lib/actions/result";
import { cancelSubscription } from "./cancel";
import { resumeSubscription } from "./resume";
import { cancellationSchema, resumeSchema } from "./schemas";

export const cancelSubscriptionAction = authedAction(
  cancellationSchema,
  async (input, user) => ok(await cancelSubscription(user, input)),
  { fallbackError: "Failed to cancel your subscription." },
);

export const resumeSubscriptionAction = authedAction(
  resumeSchema,
  async ({ subscriptionId }, user) => ok(await resumeSubscription(user, subscriptionId)),
  { fallbackError: "Failed to resume your subscription." },
);
