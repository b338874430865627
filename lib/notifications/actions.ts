"use server";

import { authedAction } from "@/lib/actions/authed-action";
import { ok } from "@/lib/actions/result";
import { saveEmailPreferences } from "./preferences";
import { emailPreferencesSchema } from "./schemas";

/** The profile's 'Email me about' switches. */
export const saveEmailPreferencesAction = authedAction(
  emailPreferencesSchema,
  async (prefs, user) => ok(await saveEmailPreferences(user.id, prefs)),
  { fallbackError: "Update failed" },
);
