import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { db, type SubscriptionPlan } from "@/lib/services/database";
import { planName } from "./plan-text";

export type PlanView = {
  id: string;
  code: string;
  name: string;
  description: string;
  priceCents: number;
  currency: string;
  period: SubscriptionPlan["period"];
  intervalDays: number;
  features: string[];
  isPopular: boolean;
  isAdminOnly: boolean;
  audience: SubscriptionPlan["audience"];
};

export function toPlanView(plan: SubscriptionPlan): PlanView {
  const features = Array.isArray(plan.features)
    ? plan.features.filter((f): f is string => typeof f === "string")
    : [];
  return {
    id: plan.id,
    code: plan.code,
    name: plan.name,
    description: plan.description,
    priceCents: plan.priceCents,
    currency: plan.currency,
    period: plan.period,
    intervalDays: plan.intervalDays,
    features,
    isPopular: plan.isPopular,
    isAdminOnly: plan.isAdminOnly,
    audience: plan.audience,
  };
}

/** Plans for the plans page, cheapest first; admin-only plans only when asked for. */
export async function listPlans({ includeAdminOnly = false } = {}): Promise<PlanView[]> {
  const plans = await db.subscriptionPlan.findMany({
    where: { archivedAt: null, audience: "member", ...(includeAdminOnly ? {} : { isAdminOnly: false }) },
    orderBy: [{ priceCents: "asc" }, { sortOrder: "asc" }],
  });
  return plans.map(toPlanView);
}

/**
 * A plan by its code for checkout. Codes are lower-cased; the test plan may be fetched by anyone
 * who asks for code 'test', other admin-only plans only by admins.
 */
export async function findPlanForCheckout(
  rawCode: string,
  { isAdmin }: { isAdmin: boolean },
): Promise<PlanView | null> {
  const code = rawCode.trim().toLowerCase();
  if (!/^[a-z0-9_-]{1,32}$/.test(code)) return null;
  const plan = await db.subscriptionPlan.findUnique({ where: { code } });
  if (!plan || plan.archivedAt) return null;
  if (plan.isAdminOnly && !isAdmin && code !== "test") return null;
  return toPlanView(plan);
}

/**
 * Plans an admin may invite someone to with a join link: live, not admin-only (the test plan), any
 * audience.
 */
const invitable = { archivedAt: null, isAdminOnly: false };

export async function listInvitablePlans(): Promise<Array<Pick<PlanView, "code" | "name">>> {
  return db.subscriptionPlan.findMany({
    where: invitable,
    orderBy: [{ audience: "asc" }, { priceCents: "asc" }, { sortOrder: "asc" }],
    select: { code: true, name: true },
  });
}

export async function isInvitablePlan(code: string): Promise<boolean> {
  return (await db.subscriptionPlan.count({ where: { code, ...invitable } })) === 1;
}

/** A plan's name in `locale` by its code (an invitation names its plan), or the code when there is none. */
export async function planNameOf(code: string, locale: Locale): Promise<string> {
  const plan = await db.subscriptionPlan.findUnique({ where: { code }, select: { code: true, name: true } });
  return plan ? planName(plan, locale) : code;
}
