import { ClientMessages } from "@/components/i18n/client-messages";
import { ProfileSection } from "@/components/profile/profile-section";
import { findPlanForCheckout } from "@/lib/billing/plans";
import { LAWYER_PREMIUM_PLAN } from "@/lib/config/lawyers";
import type { DashboardContext } from "@/lib/lawyers/dashboard";
import { listCreditPurchases } from "@/lib/lawyers/purchase-credits";
import { CreditPackPurchase } from "../credit-pack-purchase";
import { PremiumCard } from "../premium-card";
import { PurchaseHistory } from "../purchase-history";

/** Billing (also /lawyer/billing): balance, lawyer premium, credit packs and the purchase history. */
export async function BillingTab({ context }: { context: DashboardContext }) {
  const [plan, purchases] = await Promise.all([
    findPlanForCheckout(LAWYER_PREMIUM_PLAN, { isAdmin: false }),
    listCreditPurchases(context.userId),
  ]);
  return (
    <section aria-labelledby="billing-heading" className="grid gap-6">
      <h2 id="billing-heading" className="text-xl font-semibold">
        Billing
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <ProfileSection
          title="Credits"
          description="One credit unlocks one lead's contact details, for good."
        >
          <p>
            <span className="text-4xl font-bold">{context.balance}</span>{" "}
            <span className="text-muted-foreground">
              {context.balance === 1 ? "credit" : "credits"} available
            </span>
          </p>
          {context.premium ? (
            <p className="mt-2 text-sm text-muted-foreground">With Premium, unlocking costs no credits.</p>
          ) : null}
        </ProfileSection>
        {plan ? <PremiumCard plan={plan} premium={context.premium} canBuy={context.canAct} /> : null}
      </div>
      {context.canAct ? (
        <ProfileSection title="Buy credits" description="Credits never expire. Pay once by card.">
          {/* The card form's words come from the billing catalogue (components/billing). */}
          <ClientMessages namespaces={["billing"]}>
            <CreditPackPurchase />
          </ClientMessages>
        </ProfileSection>
      ) : null}
      <ProfileSection title="Purchase history">
        <PurchaseHistory purchases={purchases} />
      </ProfileSection>
    </section>
  );
}
