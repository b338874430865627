import "server-only";
import { db } from "@/lib/services/database";
import type { PaymentProvider } from "@/lib/services/payments/types";

export type ProviderPlanInput = {
  id: string;
  code: string;
  name: string;
  priceCents: number;
  currency: string;
  intervalDays: number;
};

/** What the provider is told about a plan, when it is created and when it is pushed again. */
export const providerPlanInput = (plan: ProviderPlanInput) => ({
  reference: plan.code,
  name: plan.name,
  amountCents: plan.priceCents,
  currency: plan.currency,
  intervalDays: plan.intervalDays,
});

/**
 * The provider's plan token, created there on first use. The only writer of the stored token: it is
 * stored only while none is, so when two callers create the plan at once both get the first one stored.
 */
export async function providerPlanToken(provider: PaymentProvider, plan: ProviderPlanInput): Promise<string> {
  const stored = await db.subscriptionPlan.findUniqueOrThrow({
    where: { id: plan.id },
    select: { caliPlanToken: true },
  });
  if (stored.caliPlanToken) return stored.caliPlanToken;
  const { planToken: token } = await provider.createPlan(providerPlanInput(plan));
  await db.subscriptionPlan.updateMany({
    where: { id: plan.id, caliPlanToken: null },
    data: { caliPlanToken: token },
  });
  return (
    (await db.subscriptionPlan.findUniqueOrThrow({ where: { id: plan.id }, select: { caliPlanToken: true } }))
      .caliPlanToken ?? token
  );
}
