"use client";

import { useState, type FormEvent } from "react";
import { encryptCard } from "@/components/billing/encrypt-card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { testPaymentAction } from "@/lib/admin/actions";
import type { TestPaymentReport } from "@/lib/admin/test-payment";
import { digitsOnly, formatCardNumber, validCardNumber } from "@/lib/billing/card-rules";

/** The $1.00 live payment test: the card is encrypted here, like in the checkout. */
export function TestPaymentForm() {
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
      toast.error("Payment test failed", {
        description: error instanceof Error ? error.message : "Payment service error. Please try again.",
      });
    } finally {
      setRunning(false);
    }
  }

  return (
    <form onSubmit={run} className="grid gap-3" aria-label="Live payment test">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <label className="grid gap-1 text-sm font-medium">
          Card number
          <Input
            inputMode="numeric"
            autoComplete="off"
            value={card.number}
            onChange={(e) => setCard({ ...card, number: formatCardNumber(e.target.value) })}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Cardholder
          <Input
            autoComplete="off"
            value={card.name}
            onChange={(e) => setCard({ ...card, name: e.target.value })}
          />
        </label>
      </div>
      <div className="grid grid-cols-3 gap-3">
        <label className="grid gap-1 text-sm font-medium">
          Month
          <Input
            inputMode="numeric"
            placeholder="MM"
            maxLength={2}
            value={card.month}
            onChange={(e) => setCard({ ...card, month: digitsOnly(e.target.value).slice(0, 2) })}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Year
          <Input
            inputMode="numeric"
            placeholder="YYYY"
            maxLength={4}
            value={card.year}
            onChange={(e) => setCard({ ...card, year: digitsOnly(e.target.value).slice(0, 4) })}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          CVV
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
        {running ? "Processing Payment..." : "Run $1.00 test payment"}
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
          <strong>{result.success ? "Approved" : "Not approved"}:</strong> {result.message}
          {result.transactionId ? (
            <span className="block font-mono text-xs">Transaction {result.transactionId}</span>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}
