"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { CardForm } from "@/components/billing/card-fields";
import { PaymentFailedPanel, PaymentProgressPanel } from "@/components/billing/payment-panels";
import { useCardPayment } from "@/components/billing/use-card-payment";
import { toast } from "@/components/ui/toast";
import { loginPath } from "@/lib/auth/login-path";
import { billing } from "@/lib/config/billing";

type Subscribed = { error?: string; title?: string; subscriptionId?: string };

/**
 * The card form (checked on every change; Pay Now waits until it is valid) and the processing,
 * success, declined and error panels. Card number and CVV are encrypted in the browser before anything
 * leaves it (useCardPayment, shared with the lawyers' credit purchase). `planName` is in the reader's
 * language.
 */
export function CardPaymentForm({
  planCode,
  planName,
  disabled = false,
}: {
  planCode: string;
  planName: string;
  disabled?: boolean;
}) {
  const t = useTranslations("billing.card");
  const router = useRouter();
  const {
    form,
    state: panel,
    pay,
    reset,
  } = useCardPayment<Subscribed>({
    url: "/api/billing/subscribe",
    fields: { planCode },
    isPaid: (answer) => Boolean(answer.subscriptionId),
    onPaid: (answer) =>
      setTimeout(
        () => router.push(`/checkout-success?session_id=${encodeURIComponent(answer.subscriptionId!)}`),
        billing.successRedirectMs,
      ),
    onSessionExpired: () => {
      toast.error(t("sessionExpired"), { description: t("signInAgain") });
      router.push(loginPath(`/checkout?plan=${planCode}`));
    },
  });

  if (panel.kind === "processing" || panel.kind === "paid") {
    return (
      <PaymentProgressPanel paid={panel.kind === "paid"}>
        <p className="text-sm text-muted-foreground">
          {panel.kind === "processing" ? t("stayOnPage") : t("welcome", { plan: planName })}
        </p>
      </PaymentProgressPanel>
    );
  }
  if (panel.kind === "failed") {
    return (
      <PaymentFailedPanel
        failure={panel}
        retry={{ label: t("tryAgain"), onClick: reset }}
        back={{ href: "/", label: t("home") }}
      />
    );
  }

  return <CardForm form={form} onSubmit={pay} submitLabel={t("pay")} disabled={disabled} />;
}
