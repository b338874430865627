"use server";

import { z } from "zod";
import { authedAction } from "@/lib/actions/authed-action";
import { fail, ok } from "@/lib/actions/result";
import { actionLocale } from "@/lib/actions/validated-action";
import { createJoinLink } from "@/lib/auth/join-links";
import { isInvitablePlan } from "@/lib/billing/plans";
import { encryptedCardSchema } from "@/lib/billing/schemas";
import { writeAudit } from "./audit";
import { createPlan, deletePlan, setPlanArchived, syncPlans, updatePlan } from "@/lib/billing/plan-admin";
import {
  changeRoleSchema,
  createJoinLinkSchema,
  lockUserSchema,
  planFormSchema,
  planIdSchema,
  syncPlansSchema,
  userIdSchema,
} from "./schemas";
import { runTestPayment } from "./test-payment";
import { changeRole, liftSignInLock, setAccountLocked } from "./users";

const admin = { roles: ["admin" as const] };

const UNKNOWN_PLAN = "Choose one of the plans on offer.";

/**
 * Admins invite someone by email with a plan (one of the live plans, checked here): a 7-day,
 * single-use join link is emailed.
 */
export const createJoinLinkAction = authedAction(
  createJoinLinkSchema,
  async ({ email, planCode }, user) => {
    if (!(await isInvitablePlan(planCode))) return fail(UNKNOWN_PLAN, { planCode: UNKNOWN_PLAN });
    const link = await createJoinLink({ email, planCode, createdById: user.id });
    await writeAudit({
      actorId: user.id,
      action: "join-link.create",
      target: `email:${link.email}`,
      after: { planCode: link.planCode, expiresAt: link.expiresAt },
    });
    return ok({ email: link.email, planCode: link.planCode, expiresAt: link.expiresAt.toISOString() });
  },
  admin,
);

export const changeRoleAction = authedAction(
  changeRoleSchema,
  async ({ userId, role }, user) => await changeRole(user.id, userId, role),
  admin,
);

export const lockUserAction = authedAction(
  lockUserSchema,
  async ({ userId, locked }, user) => await setAccountLocked(user.id, userId, locked),
  admin,
);

export const liftSignInLockAction = authedAction(
  userIdSchema,
  async ({ userId }, user) => await liftSignInLock(user.id, userId),
  admin,
);

export const createPlanAction = authedAction(
  planFormSchema,
  async (form, user) => await createPlan(user.id, form),
  admin,
);

export const updatePlanAction = authedAction(
  planFormSchema.extend(planIdSchema.shape),
  async ({ planId, ...form }, user) => await updatePlan(user.id, planId, form),
  admin,
);

export const archivePlanAction = authedAction(
  planIdSchema.extend({ archived: z.boolean() }),
  async ({ planId, archived }, user) => await setPlanArchived(user.id, planId, archived),
  admin,
);

export const deletePlanAction = authedAction(
  planIdSchema,
  async ({ planId }, user) => await deletePlan(user.id, planId),
  admin,
);

export const syncPlansAction = authedAction(
  syncPlansSchema,
  async (options, user) => ok(await syncPlans(user.id, options)),
  { ...admin, fallbackError: "Sync failed" },
);

export const testPaymentAction = authedAction(
  encryptedCardSchema,
  async (card, user) => ok(await runTestPayment(user.id, card, await actionLocale())),
  admin,
);
