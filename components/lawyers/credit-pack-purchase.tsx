"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Loader2, Lock, XCircle } from "lucide-react";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { CardFields } from "@/components/billing/card-fields";
import { CardSetupError, encryptCard } from "@/components/billing/encrypt-card";
import { Button } from "@/components/ui/button";
import { DECLINED_TITLE } from "@/lib/billing/decline-messages";
import { formatPrice } from "@/lib/billing/pricing";
import { cardFormSchema, type CardFormInput } from "@/lib/billing/schemas";
import { creditPacks, type CreditPackCode } from "@/lib/config/lawyers";
import { cn } from "@/lib/utils/cn";

type Panel =
  | { kind: "idle" }
  | { kind: "processing" }
  | { kind: "success"; credits: number; balance: number }
  | { kind: "failed"; title: string; message: string };

/**
 * Buys a credit pack with a one-off card charge: the pack, then the card, encrypted in the browser
 * exactly like the checkout's card form. One idempotency key per attempt, so a double click or a
 * retry of the same attempt is charged once.
 */
export function CreditPackPurchase() {
  const router = useRouter();
  const schema = useMemo(() => cardFormSchema(), []);
  const form = useForm<CardFormInput>({
    resolver: zodResolver(schema),
    mode: "onChange",
    defaultValues: { cardNumber: "", cardholderName: "", expiryMonth: "", expiryYear: "", cvv: "" },
  });
  const [packCode, setPackCode] = useState<CreditPackCode>(creditPacks[0].code);
  const [panel, setPanel] = useState<Panel>({ kind: "idle" });
  const [attemptKey, setAttemptKey] = useState<string | null>(null);
  const pack = creditPacks.find((p) => p.code === packCode) ?? creditPacks[0];

  async function pay(values: CardFormInput) {
    if (panel.kind === "processing") return;
    setPanel({ kind: "processing" });
    const key = attemptKey ?? crypto.randomUUID();
    setAttemptKey(key);
    try {
      const card = await encryptCard(values);
      const response = await fetch("/api/lawyers/credits", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ packCode, ...card, idempotencyKey: key }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        error?: string;
        credits?: number;
        balance?: number;
      };
      if (response.ok) {
        setPanel({ kind: "success", credits: body.credits ?? pack.credits, balance: body.balance ?? 0 });
        form.reset();
        setAttemptKey(null);
        router.refresh();
        return;
      }
      setPanel({
        kind: "failed",
        title: response.status === 402 ? DECLINED_TITLE : "Payment Failed",
        message: body.error ?? "Something went wrong. Please try again later.",
      });
    } catch (error) {
      if (error instanceof CardSetupError)
        return setPanel({ kind: "failed", title: error.title, message: error.message });
      setPanel({
        kind: "failed",
        title: "Payment Failed",
        message: "Something went wrong. Please try again later.",
      });
    }
  }

  function reset() {
    setAttemptKey(null);
    setPanel({ kind: "idle" });
  }

  if (panel.kind === "processing" || panel.kind === "success") {
    return (
      <div
        role="status"
        className="grid justify-items-center gap-3 rounded-xl border bg-white p-6 text-center"
      >
        {panel.kind === "processing" ? (
          <Loader2 className="size-10 animate-spin text-primary" aria-hidden />
        ) : (
          <CheckCircle2 className="size-10 text-success" aria-hidden />
        )}
        <p className="text-lg font-semibold">
          {panel.kind === "processing" ? "Processing Payment..." : "Payment Successful"}
        </p>
        {panel.kind === "success" ? (
          <>
            <p className="text-sm text-muted-foreground">
              {panel.credits} credits added. Your balance is now {panel.balance} credits.
            </p>
            <Button variant="outline" onClick={reset}>
              Buy more credits
            </Button>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">Please don&apos;t close this page.</p>
        )}
      </div>
    );
  }
  if (panel.kind === "failed") {
    return (
      <div
        role="alert"
        className="grid justify-items-center gap-3 rounded-xl border border-red-200 bg-destructive-soft p-6 text-center"
      >
        <XCircle className="size-10 text-destructive" aria-hidden />
        <p className="text-lg font-semibold text-red-900">{panel.title}</p>
        <p className="text-sm text-red-900">{panel.message}</p>
        <Button onClick={reset}>Try Again</Button>
      </div>
    );
  }

  return (
    <form onSubmit={form.handleSubmit(pay)} noValidate className="grid gap-5" aria-label="Buy credits">
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
  );
}
