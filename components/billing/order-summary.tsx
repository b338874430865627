import { Check } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";
import { billingLabel, chargeNote, formatPrice } from "@/lib/billing/pricing";
import type { PlanView } from "@/lib/billing/plans";

/** The order summary of the checkout. */
export function OrderSummary({ plan }: { plan: PlanView }) {
  return (
    <section
      aria-labelledby="summary-heading"
      className="grid gap-4 rounded-2xl border bg-white p-6 shadow-sm"
    >
      <h2 id="summary-heading" className="text-lg font-semibold">
        Order summary
      </h2>
      <dl className="grid gap-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Plan</dt>
          <dd className="font-medium">{plan.name}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Billing</dt>
          <dd className="font-medium">{billingLabel(plan.period)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Renews</dt>
          <dd className="font-medium">Every {plan.intervalDays} days</dd>
        </div>
      </dl>
      <ul className="grid gap-1.5 border-t pt-4 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> {feature}
          </li>
        ))}
      </ul>
      <div className="flex items-baseline justify-between border-t pt-4">
        <span className="font-semibold">Total</span>
        <span className="text-2xl font-bold">{formatPrice(plan.priceCents, plan.currency)}</span>
      </div>
      <p className="text-xs text-muted-foreground">
        Charged {chargeNote(plan.period)} until you cancel. Cancel anytime. By paying you accept the{" "}
        <Link href="/terms-of-service" className="underline">
          Terms of Service
        </Link>{" "}
        and the{" "}
        <Link href="/cancellation-policy" className="underline">
          Cancellation Policy
        </Link>
        .
      </p>
    </section>
  );
}
