import { getTranslations } from "next-intl/server";
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
  const [plan, purchases, t] = await Promise.all([
    findPlanForCheckout(LAWYER_PREMIUM_PLAN, { isAdmin: false }),
    listCreditPurchases(context.userId),
    getTranslations("lawyer.billing"),
  ]);
  return (
    <section aria-labelledby="billing-heading" className="grid gap-6">
      <h2 id="billing-heading" className="text-xl font-semibold">
        {t("title")}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <ProfileSection title={t("credits.title")} description={t("credits.description")}>
          <p>
            <span className="text-4xl font-bold">{context.balance}</span>{" "}
            <span className="text-muted-foreground">
              {t("credits.available", { count: context.balance })}
            </span>
          </p>
          {context.premium ? (
            <p className="mt-2 text-sm text-muted-foreground">{t("credits.premiumNote")}</p>
          ) : null}
        </ProfileSection>
        {plan ? <PremiumCard plan={plan} premium={context.premium} canBuy={context.canAct} /> : null}
      </div>
      {context.canAct ? (
        <ProfileSection title={t("buy.title")} description={t("buy.description")}>
          <CreditPackPurchase />
        </ProfileSection>
      ) : null}
      <ProfileSection title={t("history.title")}>
        <PurchaseHistory purchases={purchases} />
      </ProfileSection>
    </section>
  );
}
