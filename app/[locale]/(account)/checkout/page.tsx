import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { CardPaymentForm } from "@/components/billing/card-payment-form";
import { OrderSummary } from "@/components/billing/order-summary";
import { TestPlanNotice } from "@/components/billing/test-plan-notice";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Button } from "@/components/ui/button";
import { requirePageUser } from "@/lib/auth/page-guards";
import { localizePlans } from "@/lib/billing/plan-text";
import { findPlanForCheckout } from "@/lib/billing/plans";
import { heldPlan, heldPlanMessage } from "@/lib/billing/plan-slot";
import { firstValue } from "@/lib/http/search-params";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "billing.meta" });
  return { title: t("checkout"), robots: { index: false } };
}

type Search = Promise<{ plan?: string | string[] }>;

/** Checkout: the order summary, the card form and a link to the terms. */
export default async function CheckoutPage({
  params,
  searchParams,
}: LocaleParams & { searchParams: Search }) {
  const locale = await pageLocale(params);
  const t = await getTranslations("billing.checkout");
  const code = firstValue((await searchParams).plan) ?? "";
  const user = await requirePageUser(`/checkout?plan=${encodeURIComponent(code)}`);
  const isAdmin = user.role === "admin";
  const stored = code ? await findPlanForCheckout(code, { isAdmin }) : null;

  if (!stored) {
    return (
      <section className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{code ? t("planNotFound") : t("noPlan")}</h1>
        <p className="text-muted-foreground">{code ? t("invalidPlan") : t("choosePlan")}</p>
        <Button asChild>
          <Link href="/subscription">{t("seePlans")}</Link>
        </Button>
      </section>
    );
  }
  // The one-plan rule, told before the card is typed; the checkout itself enforces it (plan-slot.ts).
  const [[plan], held] = await Promise.all([
    localizePlans([stored], locale),
    heldPlan(user.id, stored.audience),
  ]);
  const refusal = held ? await heldPlanMessage(held, stored, locale) : null;

  return (
    <ClientMessages namespaces={["billing", "validation.billing"]}>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_24rem]">
        <h1 className="text-3xl font-bold tracking-tight lg:col-span-2">{t("title")}</h1>
        {/* The summary comes before the form in the document as on a phone's screen, so a page painted
            before it is fully read never has the form pushed down; wide screens put it on the right. */}
        <div className="lg:col-start-2 lg:row-start-2">
          <OrderSummary plan={plan!} />
        </div>
        <div className="grid content-start gap-6 lg:col-start-1 lg:row-start-2">
          {stored.code === "test" ? (
            <TestPlanNotice adminOnly={stored.isAdminOnly} isAdmin={isAdmin} />
          ) : null}
          {refusal ? (
            <div role="status" className="grid gap-3 rounded-xl border bg-white p-6">
              <p className="font-semibold">{refusal.title}</p>
              <p className="text-sm text-muted-foreground">{refusal.error}</p>
              <Button asChild variant="outline" className="w-fit">
                <Link href="/profile?tab=subscription">{t("manage")}</Link>
              </Button>
            </div>
          ) : (
            <section
              aria-labelledby="card-heading"
              className="grid gap-4 rounded-2xl border bg-white p-6 shadow-sm"
            >
              <h2 id="card-heading" className="text-lg font-semibold">
                {t("payByCard")}
              </h2>
              <CardPaymentForm
                planCode={stored.code}
                planName={plan!.name}
                disabled={stored.isAdminOnly && !isAdmin}
              />
            </section>
          )}
        </div>
      </div>
    </ClientMessages>
  );
}
