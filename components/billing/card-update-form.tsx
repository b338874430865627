"use client";

import { useTranslations } from "next-intl";
import { refreshSession } from "@/components/auth/session";
import { CardForm } from "@/components/billing/card-fields";
import { PaymentFailedPanel, PaymentProgressPanel } from "@/components/billing/payment-panels";
import { useCardPayment } from "@/components/billing/use-card-payment";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

type Updated = { ok?: boolean; paid?: boolean; message?: string; error?: string; title?: string };

/**
 * 'Fix your card': the checkout's card form (encrypted in the browser, one idempotency key per
 * attempt) sent to /api/billing/card. A past-due plan's charge is retried at once: paid → the plan is
 * active again and the session (the banner) is refreshed; declined → why, and another card.
 * `amount` is set (formatted) when the update will charge.
 */
export function CardUpdateForm({
  subscriptionId,
  amount,
}: {
  subscriptionId: string;
  amount: string | null;
}) {
  const t = useTranslations("dunning.page");
  const {
    form,
    state: panel,
    pay,
    reset,
  } = useCardPayment<Updated>({
    url: "/api/billing/card",
    fields: { subscriptionId },
    isPaid: (answer) => answer.ok === true,
    onPaid: () => void refreshSession(),
  });

  if (panel.kind === "processing" || panel.kind === "paid") {
    const done = panel.kind === "paid";
    return (
      <PaymentProgressPanel paid={done} doneTitle={done && !panel.answer.paid ? t("updated") : undefined}>
        {done ? (
          <>
            {panel.answer.paid ? (
              <p className="text-sm text-muted-foreground">{panel.answer.message}</p>
            ) : null}
            <Button asChild>
              <Link href="/profile?tab=subscription">{t("back")}</Link>
            </Button>
          </>
        ) : null}
      </PaymentProgressPanel>
    );
  }
  if (panel.kind === "failed") {
    return (
      <PaymentFailedPanel
        failure={panel}
        retry={{ label: t("tryAgain"), onClick: reset }}
        back={{ href: "/profile?tab=subscription", label: t("back") }}
      />
    );
  }
  return (
    <CardForm form={form} onSubmit={pay} submitLabel={amount ? t("submitAndPay", { amount }) : t("submit")} />
  );
}
