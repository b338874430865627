import { CheckCircle2, XCircle } from "lucide-react";
import type { ServiceStatus } from "@/lib/admin/service-status";

export function ServiceStatusList({ services }: { services: ServiceStatus[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" aria-label="Service status">
      {services.map((service) => (
        <li key={service.name} className="grid gap-1 rounded-xl border bg-white p-4">
          <p className="flex items-center gap-2 font-semibold">
            {service.ok ? (
              <CheckCircle2 className="size-4 text-success" aria-label="Connected" />
            ) : (
              <XCircle className="size-4 text-destructive" aria-label="Not connected" />
            )}
            {service.name}
          </p>
          <p className="text-xs text-muted-foreground">{service.mode}</p>
          <p className="text-sm">{service.detail}</p>
          {service.latencyMs !== null ? (
            <p className="text-xs text-muted-foreground">{service.latencyMs} ms</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
