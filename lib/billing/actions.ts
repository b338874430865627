"use server";

import { authedAction } from "@/lib/actions/authed-action";
import { fail, ok } from "@/lib/actions/result";
import { cancelSubscription } from "./cancel";
import { resumeSubscription } from "./resume";
import { cancellationSchema, resumeSchema } from "./schemas";

export const cancelSubscriptionAction = authedAction(
  cancellationSchema,
  async (input, user) => {
    const result = await cancelSubscription(user, input);
    if (!result.ok) return fail(result.error);
    return ok({ message: result.message, accessUntil: result.accessUntil });
  },
  { fallbackError: "Failed to cancel your subscription." },
);

export const resumeSubscriptionAction = authedAction(
  resumeSchema,
  async ({ subscriptionId }, user) => {
    const result = await resumeSubscription(user, subscriptionId);
    if (!result.ok) return fail(result.error);
    return ok({ message: result.message, renewsOn: result.renewsOn });
  },
  { fallbackError: "Failed to resume your subscription." },
);
