"use server";

import { fail, ok } from "@/lib/actions/result";
import { authedAction } from "@/lib/actions/authed-action";
import { actionLocale, validatedAction } from "@/lib/actions/validated-action";
import type { Locale } from "@/lib/i18n/locales";
import { deleteAccount } from "./account-deletion";
import { logAuthEvent } from "./auth-events";
import { currentClientInfo } from "./current-user";
import { registerWithJoinLink } from "./join-links";
import { changePassword } from "./password-change";
import { recheckPassword } from "./password-recheck";
import { requestPasswordReset, resetPassword } from "./password-reset";
import type { PasswordPolicy, PasswordRuleText } from "./password-policy";
import { passwordRuleText } from "./password-rule-text";
import { reauthenticate } from "./reauth";
import { registerUser } from "./register";
import {
  changePasswordSchema,
  deleteAccountSchema,
  emailOnlySchema,
  joinRegistrationSchema,
  registerSchema,
  resetPasswordSchema,
  sessionIdSchema,
} from "./schemas";
import { getSecurityConfig } from "./security-config";
import { revokeOtherSessions, revokeOwnSession } from "./sessions";
import { reauthSchema } from "./two-factor/schemas";

/**
 * A schema built from the configured password policy, its rules worded in the language of the page
 * that called the action (the form built the same schema with the same words).
 */
async function withPolicy<S>(
  build: (policy: PasswordPolicy, ruleText: PasswordRuleText) => S,
  locale: Locale,
): Promise<S> {
  const { passwordPolicy } = await getSecurityConfig();
  return build(passwordPolicy, await passwordRuleText(locale, passwordPolicy));
}

/**
 * Register tab: always ends on 'check your email' unless confirmation is switched off. The account
 * keeps the language of the page it was created on.
 */
export async function registerAction(input: unknown) {
  const language = await actionLocale();
  const action = validatedAction(
    await withPolicy(registerSchema, language),
    async ({ name, email, password }) =>
      registerUser({ name: name || undefined, email, password, language }, await currentClientInfo()),
    "An unexpected error occurred during registration",
  );
  return action(input);
}

export async function forgotPasswordAction(input: unknown) {
  const locale = await actionLocale();
  return validatedAction(emailOnlySchema, async ({ email }) =>
    requestPasswordReset(email, await currentClientInfo(), locale),
  )(input);
}

export async function resetPasswordAction(input: unknown) {
  return validatedAction(
    await withPolicy(resetPasswordSchema, await actionLocale()),
    async ({ token, password }) => resetPassword(token, password, await currentClientInfo()),
  )(input);
}

/** /join?token=…: the invitation's account, in the language of the page it was created on. */
export async function joinRegisterAction(input: unknown) {
  const language = await actionLocale();
  return validatedAction(
    await withPolicy(joinRegistrationSchema, language),
    async ({ token, name, password }) =>
      registerWithJoinLink({ token, name: name || undefined, password, language }, await currentClientInfo()),
    "We couldn't create your account. Please try again.",
  )(input);
}

export const changePasswordAction = authedAction(
  async () => withPolicy(changePasswordSchema, await actionLocale()),
  async ({ currentPassword, password }, user) =>
    changePassword(user, { currentPassword, password }, await currentClientInfo()),
);

/** 'Confirm it's you': the password again, valid for this session for 10 minutes (lib/auth/reauth.ts). */
export const reauthenticateAction = authedAction(reauthSchema, async ({ password }, user) => {
  const result = await reauthenticate(user, password, await currentClientInfo());
  return result.ok
    ? ok({ validUntil: result.validUntil.toISOString() })
    : fail(result.error, { password: result.error });
});

export const signOutOtherSessionsAction = authedAction(emailOnlySchema.partial(), async (_input, user) => {
  const count = await revokeOtherSessions(user.id, user.sessionId);
  await logAuthEvent({
    type: "session_revoked",
    success: true,
    userId: user.id,
    email: user.email,
    client: await currentClientInfo(),
    details: { count },
  });
  return ok({ count });
});

/** 'Sign out' on one of the other sessions in the profile's list. Another user's session id ends nothing. */
export const signOutSessionAction = authedAction(sessionIdSchema, async ({ sessionId }, user) => {
  if (sessionId === user.sessionId)
    return fail("This is the session you are using: log out from the menu instead.");
  if (!(await revokeOwnSession(user.id, sessionId))) return fail("That session has already ended.");
  await logAuthEvent({
    type: "session_revoked",
    success: true,
    userId: user.id,
    email: user.email,
    client: await currentClientInfo(),
    details: { sessionId },
  });
  return ok(undefined);
});

/**
 * 'Delete my account' (LGPD/GDPR): password confirmation, then paid plans stopped and everything of
 * the user goes.
 */
export const deleteAccountAction = authedAction(deleteAccountSchema, async ({ password }, user) => {
  const client = await currentClientInfo();
  const check = await recheckPassword(user, password, client, "account_deletion");
  if (!check.ok) return fail(check.error, { password: check.error });
  return deleteAccount(user, client);
});
