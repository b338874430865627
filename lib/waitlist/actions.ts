"use server";

import { ok } from "@/lib/actions/result";
import { validatedAction } from "@/lib/actions/validated-action";
import { joinWaitlist } from "./join-waitlist";
import { waitlistSchema } from "./schema";

export const joinWaitlistAction = validatedAction(
  waitlistSchema,
  async ({ email }) => ok(await joinWaitlist(email)),
  "Something went wrong. Please try again.",
);
