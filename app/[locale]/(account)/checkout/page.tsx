import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { CardPaymentForm } from "@/components/billing/card-payment-form";
import { OrderSummary } from "@/components/billing/order-summary";
import { TestPlanNotice } from "@/components/billing/test-plan-notice";
import { Button } from "@/components/ui/button";
import { requirePageUser } from "@/lib/auth/page-guards";
import { findPlanForCheckout } from "@/lib/billing/plans";
import { heldPlan, heldPlanMessage } from "@/lib/billing/plan-slot";
import { firstValue } from "@/lib/http/search-params";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

type Search = Promise<{ plan?: string | string[] }>;

/** Checkout: the order summary, the card form and a link to the terms. */
export default async function CheckoutPage({
  params,
  searchParams,
}: LocaleParams & { searchParams: Search }) {
  await pageLocale(params);
  const code = firstValue((await searchParams).plan) ?? "";
  const user = await requirePageUser(`/checkout?plan=${encodeURIComponent(code)}`);
  const isAdmin = user.role === "admin";
  const plan = code ? await findPlanForCheckout(code, { isAdmin }) : null;

  if (!plan) {
    return (
      <section className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{code ? "Plan Not Found" : "No Plan Selected"}</h1>
        <p className="text-muted-foreground">
          {code ? "Invalid plan selection. Please try again." : "Choose a plan to continue."}
        </p>
        <Button asChild>
          <Link href="/subscription">See the plans</Link>
        </Button>
      </section>
    );
  }
  // The one-plan rule, told before the card is typed; the checkout itself enforces it (plan-slot.ts).
  const held = await heldPlan(user.id, plan.audience);
  const refusal = held ? heldPlanMessage(held, plan) : null;

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_24rem]">
      <h1 className="text-3xl font-bold tracking-tight lg:col-span-2">Checkout</h1>
      {/* The summary comes before the form in the document as on a phone's screen, so a page painted
          before it is fully read never has the form pushed down; wide screens put it on the right. */}
      <div className="lg:col-start-2 lg:row-start-2">
        <OrderSummary plan={plan} />
      </div>
      <div className="grid content-start gap-6 lg:col-start-1 lg:row-start-2">
        {plan.code === "test" ? <TestPlanNotice adminOnly={plan.isAdminOnly} isAdmin={isAdmin} /> : null}
        {refusal ? (
          <div role="status" className="grid gap-3 rounded-xl border bg-white p-6">
            <p className="font-semibold">{refusal.title}</p>
            <p className="text-sm text-muted-foreground">{refusal.error}</p>
            <Button asChild variant="outline" className="w-fit">
              <Link href="/profile?tab=subscription">Manage your subscription</Link>
            </Button>
          </div>
        ) : (
          <section
            aria-labelledby="card-heading"
            className="grid gap-4 rounded-2xl border bg-white p-6 shadow-sm"
          >
            <h2 id="card-heading" className="text-lg font-semibold">
              Pay by card
            </h2>
            <CardPaymentForm planCode={plan.code} disabled={plan.isAdminOnly && !isAdmin} />
          </section>
        )}
      </div>
    </div>
  );
}
