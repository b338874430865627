import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ProfileSection } from "@/components/profile/profile-section";
import { billingDetailsOf } from "@/lib/billing/history/billing-details";
import { billingHistory } from "@/lib/billing/history/history";
import { BillingDetailsForm } from "./billing-details-form";
import { BillingHistory } from "./billing-history";

/** The profile's Subscription tab, below the plans: the billing history and the receipts' details. */
export async function BillingRecords({ userId }: { userId: string }) {
  const [t, entries, details] = await Promise.all([
    getTranslations("billingHistory"),
    billingHistory(userId),
    billingDetailsOf(userId),
  ]);
  return (
    <>
      <ProfileSection title={t("history.title")} description={t("history.description")}>
        <BillingHistory entries={entries} />
      </ProfileSection>
      <ProfileSection title={t("details.title")} description={t("details.description")}>
        <ClientMessages namespaces={["billingHistory"]}>
          <BillingDetailsForm initial={details} />
        </ClientMessages>
      </ProfileSection>
    </>
  );
}
