"use server";

import { authedAction } from "@/lib/actions/authed-action";
import { fail, ok } from "@/lib/actions/result";
import { canUseCommunity } from "@/lib/community/access";
import { presence } from "@/lib/config/presence";
import { shareCitySchema } from "./schemas";
import { shareCity } from "./town";

/** Shares the member's current city (premium members only), or stops sharing with `cityId: null`. */
export const shareCityAction = authedAction(
  shareCitySchema,
  async ({ cityId }, user) => {
    if (!canUseCommunity(user)) return fail(presence.text.premiumOnly);
    return ok(await shareCity(user.id, cityId || null));
  },
  { fallbackError: "Update failed" },
);
