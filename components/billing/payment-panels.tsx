import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/**
 * What a card form shows while a payment runs and once it is paid; `children` says what comes next.
 * `doneTitle` replaces 'Payment Successful' when nothing was charged (a card update).
 */
export function PaymentProgressPanel({
  paid,
  doneTitle,
  className,
  children,
}: {
  paid: boolean;
  doneTitle?: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useTranslations("billing.payment");
  return (
    <div
      role="status"
      className={cn("grid justify-items-center gap-3 rounded-xl border bg-white p-8 text-center", className)}
    >
      {paid ? (
        <CheckCircle2 className="size-10 text-success" aria-hidden />
      ) : (
        <Loader2 className="size-10 animate-spin text-primary" aria-hidden />
      )}
      <p className="text-lg font-semibold">{paid ? (doneTitle ?? t("successful")) : t("processing")}</p>
      {children}
    </div>
  );
}

/** A declined or failed payment: the provider's title and message, then the ways on (`children`). */
export function PaymentFailedPanel({
  title,
  message,
  className,
  children,
}: {
  title: string;
  message: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="alert"
      className={cn(
        "grid justify-items-center gap-3 rounded-xl border border-red-200 bg-destructive-soft p-8 text-center",
        className,
      )}
    >
      <XCircle className="size-10 text-destructive" aria-hidden />
      <p className="text-lg font-semibold text-red-900">{title}</p>
      <p className="text-sm text-red-900">{message}</p>
      {children}
    </div>
  );
}
