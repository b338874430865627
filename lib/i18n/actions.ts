"use server";

import { z } from "zod";
import { authedAction } from "@/lib/actions/authed-action";
import { ok } from "@/lib/actions/result";
import { setUserLanguage } from "@/lib/auth/users";
import { locales } from "./locales";

/** The switcher's choice, kept on the signed-in member's account for their emails. */
export const saveLanguageAction = authedAction(
  z.object({ language: z.enum(locales) }),
  async ({ language }, user) => {
    await setUserLanguage(user.id, language);
    return ok(undefined);
  },
);
