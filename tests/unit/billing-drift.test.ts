import { compareSubscription, type OurSubscription } from "@/lib/billing/reconciliation/drift";
import type { ProviderSubscription } from "@/lib/services/payments/types";

const monthly = { code: "monthly", caliPlanToken: "plan_m", priceCents: 1900 };
const annual = { code: "annual", caliPlanToken: "plan_a", priceCents: 19000 };

const ours = (over: Partial<OurSubscription> = {}): OurSubscription => ({
  id: "ours-1",
  userId: "user-1",
  status: "active",
  billingProviderId: "sub_1",
  plan: monthly,
  scheduledPlan: null,
  ...over,
});

const theirs = (over: Partial<ProviderSubscription> = {}): ProviderSubscription => ({
  id: "sub_1",
  status: "active",
  planToken: "plan_m",
  amountCents: 1900,
  currency: "USD",
  currentPeriodStart: "2026-11-01T00:00:00.000Z",
  currentPeriodEnd: "2026-12-01T00:00:00.000Z",
  canceledAt: null,
  nextPlanToken: null,
  resumesAt: null,
  customerReference: "user-1",
  cardInfo: { brand: "visa", lastFourDigits: "4242" },
  ...over,
});

const kinds = (a: OurSubscription | null, b: ProviderSubscription | null) =>
  compareSubscription(a, b).map((i) => [i.kind, i.ours, i.theirs]);

describe("drift between our subscription and the provider's", () => {
  it("none when both agree, or when neither renews", () => {
    expect(kinds(ours(), theirs())).toEqual([]);
    expect(
      kinds(
        ours({ plan: annual, status: "paused" }),
        theirs({ planToken: "plan_a", amountCents: 19000, status: "paused" }),
      ),
    ).toEqual([]);
    expect(kinds(ours({ status: "canceled" }), theirs({ status: "expired", amountCents: 1 }))).toEqual([]);
    expect(kinds(ours({ status: "expired" }), null)).toEqual([]);
    expect(kinds(ours({ status: "pending" }), null)).toEqual([]);
  });

  it("a plan held at one side only", () => {
    expect(kinds(ours(), theirs({ status: "canceled" }))).toEqual([
      ["only_ours_active", "active", "canceled"],
    ]);
    expect(kinds(ours({ status: "past_due" }), null)).toEqual([["only_ours_active", "past_due", null]]);
    expect(kinds(ours({ status: "canceled" }), theirs({ status: "paused" }))).toEqual([
      ["only_theirs_active", "canceled", "paused"],
    ]);
    expect(compareSubscription(null, theirs())).toEqual([
      {
        kind: "only_theirs_active",
        providerSubscriptionId: "sub_1",
        subscriptionId: null,
        userId: "user-1",
        ours: null,
        theirs: "active",
      },
    ]);
  });

  it("status, plan, scheduled plan and the next renewal's amount", () => {
    expect(kinds(ours({ status: "past_due" }), theirs())).toEqual([["status", "past_due", "active"]]);
    expect(kinds(ours(), theirs({ planToken: "plan_a", amountCents: 19000 }))).toEqual([
      ["plan", "plan_m", "plan_a"],
      ["amount", "1900", "19000"],
    ]);
    // A downgrade both know: the next renewal charges the scheduled plan's price.
    expect(
      kinds(
        ours({ plan: annual, scheduledPlan: monthly }),
        theirs({ planToken: "plan_a", nextPlanToken: "plan_m" }),
      ),
    ).toEqual([]);
    expect(
      kinds(
        ours({ plan: annual, scheduledPlan: monthly }),
        theirs({ planToken: "plan_a", amountCents: 19000 }),
      ),
    ).toEqual([
      ["scheduled_plan", "plan_m", null],
      ["amount", "1900", "19000"],
    ]);
    expect(kinds(ours(), theirs({ amountCents: 1800 }))).toEqual([["amount", "1900", "1800"]]);
    // A plan without a provider token yet is named by its code.
    expect(kinds(ours({ plan: { ...monthly, caliPlanToken: null } }), theirs())).toEqual([
      ["plan", "monthly", "plan_m"],
    ]);
  });
});
