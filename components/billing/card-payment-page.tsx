"use client";

import { useRouter } from "@/lib/i18n/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { toast } from "@/components/ui/toast";
import { formatPrice } from "@/lib/billing/pricing";
import type { PlanView } from "@/lib/billing/plans";
import { selectedPlanKey } from "@/lib/config/site";
import { CardPaymentForm } from "./card-payment-form";

const noSubscribe = () => () => {};
const storedPlan = () => {
  try {
    return sessionStorage.getItem(selectedPlanKey) ?? "";
  } catch {
    return "";
  }
};

/** Needs a plan code chosen earlier on /subscription; without one, back to the plans with a toast. */
export function CardPaymentPage({ plans }: { plans: PlanView[] }) {
  const router = useRouter();
  const code = useSyncExternalStore(noSubscribe, storedPlan, () => null);
  const plan = code ? plans.find((p) => p.code === code) : undefined;

  useEffect(() => {
    if (code === null || plan) return;
    toast.error("No Plan Selected", { description: "Please choose a plan first." });
    router.replace("/subscription");
  }, [code, plan, router]);

  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Card Payment</h1>
      {plan ? (
        <>
          <div className="rounded-xl border bg-white p-5">
            <p className="font-semibold">{plan.name}</p>
            <p className="text-sm text-muted-foreground">
              {formatPrice(plan.priceCents, plan.currency)}/{plan.code} · Recurring every {plan.intervalDays}{" "}
              days
            </p>
          </div>
          <CardPaymentForm planCode={plan.code} />
        </>
      ) : (
        <p className="text-muted-foreground" role="status">
          Loading your plan...
        </p>
      )}
    </div>
  );
}
