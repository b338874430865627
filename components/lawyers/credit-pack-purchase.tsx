"use client";

import { Lock } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { CardFields } from "@/components/billing/card-fields";
import { PaymentFailedPanel, PaymentProgressPanel } from "@/components/billing/payment-panels";
import { useCardPayment } from "@/components/billing/use-card-payment";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { creditPacks, type CreditPackCode } from "@/lib/config/lawyers";
import { formatMoney } from "@/lib/i18n/format";
import { useRouter } from "@/lib/i18n/navigation";
import { cn } from "@/lib/utils/cn";

type Purchased = { error?: string; credits?: number; balance?: number };

/**
 * Buys a credit pack with a one-off card charge: the pack, then the card, paid like the checkout
 * (useCardPayment: encrypted in the browser, one idempotency key per attempt).
 */
export function CreditPackPurchase() {
  const t = useTranslations("lawyer.billing.buy");
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
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
              {t("added", {
                credits: panel.answer.credits ?? pack.credits,
                balance: panel.answer.balance ?? 0,
              })}
            </p>
            <Button variant="outline" onClick={reset}>
              {t("buyMore")}
            </Button>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{t("dontClose")}</p>
        )}
      </PaymentProgressPanel>
    );
  }
  if (panel.kind === "failed") {
    return (
      <PaymentFailedPanel failure={panel} retry={{ label: t("tryAgain"), onClick: reset }} className="p-6" />
    );
  }

  return (
    <Form {...form}>
      <form onSubmit={pay} noValidate className="grid gap-5" aria-label={t("formLabel")}>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t("choosePack")}</legend>
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
                  {t("packCredits", { count: p.credits })}
                </span>
                <span className="text-lg font-bold">{money(p.priceCents)}</span>
                <span className="text-xs text-muted-foreground">
                  {t("packDetail", {
                    pack: t(`packs.${p.tier}`),
                    price: money(Math.round(p.priceCents / p.credits)),
                  })}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <CardFields form={form} idPrefix="credits-card" />
        <Button type="submit" size="lg" disabled={!form.formState.isValid}>
          <Lock aria-hidden /> {t("pay", { price: money(pack.priceCents) })}
        </Button>
        <p className="text-center text-xs text-muted-foreground">{t("note")}</p>
      </form>
    </Form>
  );
}
