"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { encryptCard } from "@/components/billing/encrypt-card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { testPaymentAction } from "@/lib/admin/actions";
import type { TestPaymentReport } from "@/lib/admin/test-payment";
import { digitsOnly, formatCardNumber, validCardNumber } from "@/lib/billing/card-rules";
import { formatMoney } from "@/lib/i18n/format";

/** The $1.00 live payment test: the card is encrypted here, like in the checkout. */
export function TestPaymentForm() {
  const t = useTranslations("admin.testPayment");
  const amount = formatMoney(100, useLocale());
  const [card, setCard] = useState({ number: "", month: "", year: "", cvv: "", name: "" });
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<TestPaymentReport | null>(null);
  const valid =
    validCardNumber(card.number) &&
    /^\d{2}$/.test(card.month) &&
    /^\d{4}$/.test(card.year) &&
    /^\d{3,4}$/.test(card.cvv) &&
    card.name.trim().length >= 3;

  async function run(event: FormEvent) {
    event.preventDefault();
    setRunning(true);
    setResult(null);
    try {
      const response = await testPaymentAction(
        await encryptCard({
          cardNumber: card.number,
          cardholderName: card.name,
          expiryMonth: card.month,
          expiryYear: card.year,
          cvv: card.cvv,
        }),
      );
      if (!response.ok) throw new Error(response.error);
      setResult(response.data);
    } catch (error) {
      toast.error(t("failed"), {
        description: error instanceof Error ? error.message : t("serviceError"),
      });
    } finally {
      setRunning(false);
    }
  }

  return (
    <form onSubmit={run} className="grid gap-3" aria-label={t("formLabel")}>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <label className="grid gap-1 text-sm font-medium">
          {t("cardNumber")}
          <Input
            inputMode="numeric"
            autoComplete="off"
            value={card.number}
            onChange={(e) => setCard({ ...card, number: formatCardNumber(e.target.value) })}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t("cardholder")}
          <Input
            autoComplete="off"
            value={card.name}
            onChange={(e) => setCard({ ...card, name: e.target.value })}
          />
        </label>
      </div>
      <div className="grid grid-cols-3 gap-3">
        <label className="grid gap-1 text-sm font-medium">
          {t("month")}
          <Input
            inputMode="numeric"
            placeholder={t("monthPlaceholder")}
            maxLength={2}
            value={card.month}
            onChange={(e) => setCard({ ...card, month: digitsOnly(e.target.value).slice(0, 2) })}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t("year")}
          <Input
            inputMode="numeric"
            placeholder={t("yearPlaceholder")}
            maxLength={4}
            value={card.year}
            onChange={(e) => setCard({ ...card, year: digitsOnly(e.target.value).slice(0, 4) })}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t("cvv")}
          <Input
            type="password"
            inputMode="numeric"
            maxLength={4}
            value={card.cvv}
            onChange={(e) => setCard({ ...card, cvv: digitsOnly(e.target.value).slice(0, 4) })}
          />
        </label>
      </div>
      <Button type="submit" disabled={!valid || running} className="w-fit">
        {running ? t("processing") : t("run", { amount })}
      </Button>
      {result ? (
        <p
          role="status"
          className={
            result.success
              ? "rounded-lg bg-success-soft p-3 text-sm text-green-900"
              : "rounded-lg bg-destructive-soft p-3 text-sm text-red-900"
          }
        >
          <strong>{result.success ? t("approved") : t("notApproved")}</strong>{" "}
          {result.success ? t("approvedMessage", result.card) : result.message}
          {result.transactionId ? (
            <span className="block font-mono text-xs">{t("transaction", { id: result.transactionId })}</span>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}
