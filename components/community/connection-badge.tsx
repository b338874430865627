import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils/cn";
import type { ConnectionStatus } from "./realtime-connection";

/** Whether live updates are flowing. */
export function ConnectionBadge({ status }: { status: ConnectionStatus | "idle" }) {
  const t = useTranslations("community");
  return (
    <p role="status" className="flex shrink-0 items-center gap-1.5 text-xs font-medium text-muted-foreground">
      <span
        aria-hidden
        className={cn(
          "size-2 rounded-full",
          status === "live"
            ? "bg-success"
            : status === "reconnecting"
              ? "animate-pulse bg-accent"
              : "bg-slate-300",
        )}
      />
      {t(`connection.${status}`)}
    </p>
  );
}
