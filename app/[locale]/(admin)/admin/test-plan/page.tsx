import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { TestPaymentForm } from "@/components/admin/test-payment-form";
import { Button } from "@/components/ui/button";
import { adminAreaAccess } from "@/lib/auth/page-guards";
import { listPlans } from "@/lib/billing/plans";
import { formatPrice } from "@/lib/billing/pricing";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata: Metadata = { title: "Test plans", robots: { index: false } };

/** Admin test plans: breadcrumb, the $1.00 live payment test, and the admin-only plans. */
export default async function TestPlanPage({ params }: LocaleParams) {
  await pageLocale(params);
  const { allowed } = await adminAreaAccess();
  if (!allowed) return null; // the layout shows the refusal
  const plans = (await listPlans({ includeAdminOnly: true })).filter((p) => p.isAdminOnly);
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex gap-2 text-muted-foreground">
          <li>
            <Link href="/admin" className="hover:text-foreground">
              Admin dashboard
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page" className="font-medium text-foreground">
            Test plans
          </li>
        </ol>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight">Test plans</h1>
      <section aria-labelledby="live-test" className="grid gap-3 rounded-2xl border bg-white p-6">
        <h2 id="live-test" className="text-lg font-semibold">
          $1.00 live payment test
        </h2>
        <p className="text-sm text-muted-foreground">
          Charges a real $1.00 through the configured card provider (the sandbox when none is configured).
        </p>
        <TestPaymentForm />
      </section>
      <section aria-labelledby="test-plans" className="grid gap-4">
        <h2 id="test-plans" className="text-lg font-semibold">
          Admin-only plans
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {plans.map((plan) => (
            <li key={plan.code} className="grid gap-2 rounded-2xl border bg-white p-5">
              <p className="font-semibold">{plan.name}</p>
              <p className="text-2xl font-bold">{formatPrice(plan.priceCents, plan.currency)}</p>
              <p className="text-sm text-muted-foreground">{plan.description}</p>
              <Button asChild className="w-fit">
                <Link href={`/checkout?plan=${plan.code}`}>Test This Plan</Link>
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
