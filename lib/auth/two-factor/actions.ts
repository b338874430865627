"use server";

import { authedAction } from "@/lib/actions/authed-action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { currentClientInfo, type CurrentUser } from "../current-user";
import { REAUTH_REQUIRED_MESSAGE, hasRecentReauth } from "../reauth";
import {
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startEnrolment,
  type EnrolmentStart,
} from "./enrolment";
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
  withReauth(async (_input, user): Promise<ActionResult<EnrolmentStart>> => {
    const outcome = await startEnrolment(user);
    return outcome.ok
      ? ok({ otpauthUri: outcome.otpauthUri, manualKey: outcome.manualKey, qrCode: outcome.qrCode })
      : fail(outcome.error);
  }),
);

export const confirmTwoFactorAction = authedAction(
  confirmTwoFactorSchema,
  withReauth(async ({ code }, user): Promise<ActionResult<{ recoveryCodes: string[] }>> => {
    const outcome = await confirmEnrolment(user, code, await currentClientInfo());
    return outcome.ok
      ? ok({ recoveryCodes: outcome.recoveryCodes })
      : fail(outcome.error, { code: outcome.error });
  }),
);

export const regenerateRecoveryCodesAction = authedAction(
  noInputSchema,
  withReauth(async (_input, user): Promise<ActionResult<{ recoveryCodes: string[] }>> => {
    const outcome = await regenerateRecoveryCodes(user, await currentClientInfo());
    return outcome.ok ? ok({ recoveryCodes: outcome.recoveryCodes }) : fail(outcome.error);
  }),
);

export const disableTwoFactorAction = authedAction(
  noInputSchema,
  withReauth(async (_input, user): Promise<ActionResult<{ wasEnabled: boolean }>> => {
    const outcome = await disableTwoFactor(user, await currentClientInfo());
    return outcome.ok ? ok({ wasEnabled: outcome.wasEnabled }) : fail(outcome.error);
  }),
);
