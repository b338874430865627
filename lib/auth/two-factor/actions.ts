"use server";

import { authedAction } from "@/lib/actions/authed-action";
import { fail, type ActionResult } from "@/lib/actions/result";
import { currentClientInfo, type CurrentUser } from "../current-user";
import { REAUTH_REQUIRED_MESSAGE, hasRecentReauth } from "../reauth";
import { confirmEnrolment, disableTwoFactor, regenerateRecoveryCodes, startEnrolment } from "./enrolment";
import { confirmTwoFactorSchema, noInputSchema } from "./schemas";

/**
 * The profile's two-factor section. Every action needs a password re-entered in this session within
 * the last 10 minutes; without it the answer carries fieldErrors.reauth and the section asks for it.
 */
function withReauth<I, T>(body: (input: I, user: CurrentUser) => Promise<ActionResult<T>>) {
  return async (input: I, user: CurrentUser): Promise<ActionResult<T>> => {
    if (!(await hasRecentReauth(user)))
      return fail(REAUTH_REQUIRED_MESSAGE, { reauth: REAUTH_REQUIRED_MESSAGE });
    return body(input, user);
  };
}

export const startTwoFactorAction = authedAction(
  noInputSchema,
  withReauth(async (_input, user) => startEnrolment(user)),
);

export const confirmTwoFactorAction = authedAction(
  confirmTwoFactorSchema,
  withReauth(async ({ code }, user) => confirmEnrolment(user, code, await currentClientInfo())),
);

export const regenerateRecoveryCodesAction = authedAction(
  noInputSchema,
  withReauth(async (_input, user) => regenerateRecoveryCodes(user, await currentClientInfo())),
);

export const disableTwoFactorAction = authedAction(
  noInputSchema,
  withReauth(async (_input, user) => disableTwoFactor(user, await currentClientInfo())),
);
