import { getLocale, getTranslations } from "next-intl/server";
import { listAudit } from "@/lib/admin/audit";
import { checkServices } from "@/lib/admin/service-status";
import { formatMoney } from "@/lib/i18n/format";
import { AuditLogList } from "./audit-log-list";
import { DriftNotice } from "./drift-notice";
import { AdminSection } from "./section";
import { ServiceStatusList } from "./service-status-list";
import { TestPaymentForm } from "./test-payment-form";

/** The dashboard: services, a test payment, drift found by reconciliation, the audit log. (The
 * provider's events are in the Payments tab's webhook log.) */
export async function DashboardTab() {
  const locale = await getLocale();
  const [services, audit, t] = await Promise.all([
    checkServices(locale),
    listAudit({ page: 1, pageSize: 10 }),
    getTranslations("admin.dashboard"),
  ]);
  return (
    <div className="grid gap-10">
      <DriftNotice />
      <AdminSection title={t("status.title")} description={t("status.description")}>
        <ServiceStatusList services={services} />
      </AdminSection>
      <AdminSection
        title={t("paymentTest.title")}
        description={t("paymentTest.description", { amount: formatMoney(100, locale) })}
      >
        <div className="rounded-xl border bg-white p-5">
          <TestPaymentForm />
        </div>
      </AdminSection>
      <AdminSection title={t("audit.title")} description={t("audit.description")}>
        <AuditLogList audit={audit} />
      </AdminSection>
    </div>
  );
}
