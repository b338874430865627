import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
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

/**
 * A declined or failed payment: the provider's title and message (`failure`), then the ways on:
 * `retry` (back to the form) and, when given, a `back` link.
 */
export function PaymentFailedPanel({
  failure: { title, message },
  retry,
  back,
  className,
}: {
  failure: { title: string; message: string };
  retry: { label: string; onClick: () => void };
  back?: { href: string; label: string };
  className?: string;
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
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={retry.onClick}>{retry.label}</Button>
        {back ? (
          <Button asChild variant="outline">
            <Link href={back.href}>{back.label}</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
