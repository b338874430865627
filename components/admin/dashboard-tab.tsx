import { listAudit } from "@/lib/admin/audit";
import { listPaymentEvents } from "@/lib/admin/payment-events";
import { checkServices } from "@/lib/admin/service-status";
import { AuditLogList } from "./audit-log-list";
import { PaymentEventsTable } from "./payment-events-table";
import { AdminSection } from "./section";
import { ServiceStatusList } from "./service-status-list";
import { TestPaymentForm } from "./test-payment-form";

export async function DashboardTab({ page, status }: { page: number; status: string }) {
  const [services, events, audit] = await Promise.all([
    checkServices(),
    listPaymentEvents({ status, page }),
    listAudit({ page: 1, pageSize: 10 }),
  ]);
  return (
    <div className="grid gap-10">
      <AdminSection
        title="Connection status"
        description="Each external service, which implementation runs, and how fast it answered."
      >
        <ServiceStatusList services={services} />
      </AdminSection>
      <AdminSection
        title="Payment test"
        description="Processes a real $1.00 payment through the configured card provider."
      >
        <div className="rounded-xl border bg-white p-5">
          <TestPaymentForm />
        </div>
      </AdminSection>
      <AdminSection title="Payment webhook events">
        <PaymentEventsTable events={events} status={status} />
      </AdminSection>
      <AdminSection title="Audit log" description="Every admin action, newest first.">
        <AuditLogList audit={audit} />
      </AdminSection>
    </div>
  );
}
