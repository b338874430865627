import { CheckCircle2, XCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ServiceStatus } from "@/lib/admin/service-status";

export function ServiceStatusList({ services }: { services: ServiceStatus[] }) {
  const t = useTranslations("admin.dashboard.status");
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" aria-label={t("listLabel")}>
      {services.map((service) => (
        <li key={service.name} className="grid gap-1 rounded-xl border bg-white p-4">
          <p className="flex items-center gap-2 font-semibold">
            {service.ok ? (
              <CheckCircle2 className="size-4 text-success" aria-label={t("connected")} />
            ) : (
              <XCircle className="size-4 text-destructive" aria-label={t("notConnected")} />
            )}
            {service.name}
          </p>
          <p className="text-xs text-muted-foreground">{service.mode}</p>
          <p className="text-sm">{service.detail}</p>
          {service.latencyMs !== null ? (
            <p className="text-xs text-muted-foreground">{t("latency", { ms: service.latencyMs })}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
