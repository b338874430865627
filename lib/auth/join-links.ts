import "server-only";
import { fail, failField, ok, type ActionResult } from "@/lib/actions/result";
import { isUniqueViolation } from "@/lib/services/database/errors";
import type { ClientInfo } from "@/lib/http/client-info";
import { adminEmails } from "@/lib/env";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { db } from "@/lib/services/database";
import { sendEmail } from "@/lib/services/email";
import { logAuthEvent } from "./auth-events";
import { normalizeEmail } from "./email";
import { joinLinkEmail } from "./emails";
import { hashPassword } from "./password-hash";
import { newPasswordErrors } from "./register";
import { createLinkToken, hashLinkToken } from "./tokens";

/** Join links: an invitation to register with a plan, valid 7 days, used once. */
export const JOIN_LINK_DAYS = 7;

export async function createJoinLink(
  input: { email: string; planCode?: string; createdById?: string | null; language?: Locale },
  now = new Date(),
) {
  const email = normalizeEmail(input.email);
  const planCode = (input.planCode ?? "basic").trim().toLowerCase() || "basic";
  const { token, tokenHash } = createLinkToken();
  const link = await db.joinLink.create({
    data: {
      email,
      planCode,
      tokenHash,
      expiresAt: new Date(now.getTime() + JOIN_LINK_DAYS * 86_400_000),
      createdById: input.createdById ?? null,
    },
  });
  // The invitee has no account yet: the invitation is in the language the inviter chose.
  const language = input.language ?? defaultLocale;
  await sendEmail({ to: email, ...(await joinLinkEmail(token, planCode, JOIN_LINK_DAYS, language)) });
  return { id: link.id, token, email, planCode, expiresAt: link.expiresAt };
}

export type JoinLinkState =
  { valid: true; email: string; planCode: string; accountExists: boolean } | { valid: false };

/** 'Link verification' of /join?token=…: unused, not expired. */
export async function verifyJoinLink(token: string, now = new Date()): Promise<JoinLinkState> {
  if (!token || token.length > 200) return { valid: false };
  const link = await db.joinLink.findUnique({ where: { tokenHash: hashLinkToken(token) } });
  if (!link || link.used || link.expiresAt <= now) return { valid: false };
  const accountExists = (await db.user.count({ where: { email: link.email } })) > 0;
  return { valid: true, email: link.email, planCode: link.planCode, accountExists };
}

/**
 * Creates the account of a join link: confirmed at once (the link arrived by email), link marked
 * used in the same transaction, so a link registers exactly one account. `language` is the page's
 * the person registered on, kept as the account's language.
 */
export async function registerWithJoinLink(
  input: { token: string; name?: string; password: string; language?: Locale },
  client: ClientInfo,
  now = new Date(),
): Promise<ActionResult<{ email: string; planCode: string }>> {
  const state = await verifyJoinLink(input.token, now);
  if (!state.valid) return failField("token", "This join link is invalid or has expired");
  if (state.accountExists)
    return failField("token", "An account with this email already exists. Please log in instead.");
  const language = input.language ?? defaultLocale;
  const errors = await newPasswordErrors(input.password, state.email, language);
  if (errors.length) return fail(errors[0]!);
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.$transaction(async (tx) => {
      const claimed = await tx.joinLink.updateMany({
        where: { tokenHash: hashLinkToken(input.token), used: false, expiresAt: { gt: now } },
        data: { used: true, usedAt: now },
      });
      if (claimed.count === 0) throw new LinkAlreadyUsed();
      return tx.user.create({
        data: {
          email: state.email,
          passwordHash,
          language,
          emailConfirmedAt: now,
          role: adminEmails().includes(state.email) ? "admin" : "member",
          profile: { create: { fullName: input.name?.trim() || null } },
          passwordHistory: { create: { passwordHash } },
        },
      });
    });
    await logAuthEvent({
      type: "join_link_registration",
      success: true,
      userId: user.id,
      email: state.email,
      client,
      details: { planCode: state.planCode },
    });
    return ok({ email: state.email, planCode: state.planCode });
  } catch (error) {
    if (error instanceof LinkAlreadyUsed)
      return failField("token", "This join link is invalid or has expired");
    if (isUniqueViolation(error))
      return failField("token", "An account with this email already exists. Please log in instead.");
    throw error;
  }
}

class LinkAlreadyUsed extends Error {}
