"use client";

import { Lock } from "lucide-react";
import { useRouter } from "@/lib/i18n/navigation";
import { useState } from "react";
import { CardFields } from "@/components/billing/card-fields";
import { PaymentFailedPanel, PaymentProgressPanel } from "@/components/billing/payment-panels";
import { useCardPayment } from "@/components/billing/use-card-payment";
import { Button } from "@/components/ui/button";
import { formatPrice } from "@/lib/billing/pricing";
import { creditPacks, type CreditPackCode } from "@/lib/config/lawyers";
import { cn } from "@/lib/utils/cn";
import { Form } from "@/components/ui/form";

type Purchased = { error?: string; credits?: number; balance?: number };

/**
 * Buys a credit pack with a one-off card charge: the pack, then the card, paid like the checkout
 * (useCardPayment: encrypted in the browser, one idempotency key per attempt).
 */
export function CreditPackPurchase() {
  const router = useRouter();
  const [packCode, setPackCode] = useState<CreditPackCode>(creditPacks[0].code);
  const pack = creditPacks.find((p) => p.code === packCode) ?? creditPacks[0];
  const {
    form,
    state: panel,
    pay,
    reset,
  } = useCardPayment<Purchased>({
    url: "/api/lawyers/credits",
    fields: { packCode },
    onPaid: () => router.refresh(),
  });

  if (panel.kind === "processing" || panel.kind === "paid") {
    return (
      <PaymentProgressPanel paid={panel.kind === "paid"} className="p-6">
        {panel.kind === "paid" ? (
          <>
            <p className="text-sm text-muted-foreground">
              {panel.answer.credits ?? pack.credits} credits added. Your balance is now{" "}
              {panel.answer.balance ?? 0} credits.
            </p>
            <Button variant="outline" onClick={reset}>
              Buy more credits
            </Button>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">Please don&apos;t close this page.</p>
        )}
      </PaymentProgressPanel>
    );
  }
  if (panel.kind === "failed") {
    return (
      <PaymentFailedPanel title={panel.title} message={panel.message} className="p-6">
        <Button onClick={reset}>Try Again</Button>
      </PaymentFailedPanel>
    );
  }

  return (
    <Form {...form}>
      <form onSubmit={pay} noValidate className="grid gap-5" aria-label="Buy credits">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Choose a pack</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {creditPacks.map((p) => (
              <label
                key={p.code}
                className={cn(
                  "grid cursor-pointer gap-1 rounded-xl border p-4 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring",
                  p.code === packCode ? "border-primary bg-primary-soft" : "hover:bg-muted",
                )}
              >
                <span className="flex items-center gap-2 font-semibold">
                  <input
                    type="radio"
                    name="credit-pack"
                    value={p.code}
                    checked={p.code === packCode}
                    onChange={() => setPackCode(p.code)}
                    className="size-4 accent-primary"
                  />
                  {p.credits} credits
                </span>
                <span className="text-lg font-bold">{formatPrice(p.priceCents)}</span>
                <span className="text-xs text-muted-foreground">
                  {p.label} · {formatPrice(Math.round(p.priceCents / p.credits))} per lead
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <CardFields form={form} idPrefix="credits-card" />
        <Button type="submit" size="lg" disabled={!form.formState.isValid}>
          <Lock aria-hidden /> Pay {formatPrice(pack.priceCents)}
        </Button>
        <p className="text-center text-xs text-muted-foreground">
          A one-off charge, no subscription. Your card number and CVV are encrypted in your browser; Latitud
          never stores them.
        </p>
      </form>
    </Form>
  );
}
