import { getLocale, getTranslations } from "next-intl/server";
import { listAudit } from "@/lib/admin/audit";
import { listPaymentEvents } from "@/lib/admin/payment-events";
import { checkServices } from "@/lib/admin/service-status";
import { formatMoney } from "@/lib/i18n/format";
import { AuditLogList } from "./audit-log-list";
import { PaymentEventsTable } from "./payment-events-table";
import { AdminSection } from "./section";
import { ServiceStatusList } from "./service-status-list";
import { TestPaymentForm } from "./test-payment-form";

export async function DashboardTab({ page, status }: { page: number; status: string }) {
  const locale = await getLocale();
  const [services, events, audit, t] = await Promise.all([
    checkServices(locale),
    listPaymentEvents({ status, page }),
    listAudit({ page: 1, pageSize: 10 }),
    getTranslations("admin.dashboard"),
  ]);
  return (
    <div className="grid gap-10">
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
      <AdminSection title={t("events.title")}>
        <PaymentEventsTable events={events} status={status} />
      </AdminSection>
      <AdminSection title={t("audit.title")} description={t("audit.description")}>
        <AuditLogList audit={audit} />
      </AdminSection>
    </div>
  );
}
