"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, CreditCard, Loader2, Lock, XCircle } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { digitsOnly, formatCardNumber } from "@/lib/billing/card-rules";
import { cardFormSchema, type CardFormInput } from "@/lib/billing/schemas";
import { billing } from "@/lib/config/billing";

type Panel = { kind: "idle" } | { kind: "processing" } | { kind: "success"; planName: string } | { kind: "declined"; message: string } | { kind: "error"; title: string; message: string };

/**
 * The card form (spec 2 §5) and the payment panels (spec 2 §4). Card number and CVV are encrypted
 * here, with the provider's cipher token, before anything leaves the browser.
 */
export function CardPaymentForm({ planCode, disabled = false }: { planCode: string; disabled?: boolean }) {
  const router = useRouter();
  const schema = useMemo(() => cardFormSchema(), []);
  const form = useForm<CardFormInput>({ resolver: zodResolver(schema), mode: "onChange", defaultValues: { cardNumber: "", cardholderName: "", expiryMonth: "", expiryYear: "", cvv: "" } });
  const { errors, isValid } = form.formState;
  const [panel, setPanel] = useState<Panel>({ kind: "idle" });
  // One idempotency key per payment attempt: anything that re-sends the same attempt reuses it.
  const [attemptKey, setAttemptKey] = useState<string | null>(null);

  async function pay(values: CardFormInput) {
    if (panel.kind === "processing") return;
    setPanel({ kind: "processing" });
    const key = attemptKey ?? crypto.randomUUID();
    setAttemptKey(key);
    try {
      const cipherResponse = await fetch("/api/billing/cipher", { method: "POST" });
      if (!cipherResponse.ok) {
        const body = (await cipherResponse.json().catch(() => ({}))) as { error?: string };
        if (cipherResponse.status === 401) {
          toast.error("Session Expired", { description: "Please sign in again to continue." });
          return void router.push("/join?next=/checkout?plan=" + planCode);
        }
        return setPanel({ kind: "error", title: "Payment Error", message: body.error ?? "Unable to establish secure payment channel. Please try again." });
      }
      const { cipherToken, transactionToken } = (await cipherResponse.json()) as { cipherToken: string; transactionToken: string };
      let encryptedCardNumber: string;
      let encryptedCvv: string;
      try {
        const { encryptCardField } = await import("@/lib/services/payments/crypto");
        encryptedCardNumber = encryptCardField(digitsOnly(values.cardNumber), cipherToken);
        encryptedCvv = encryptCardField(values.cvv, cipherToken);
      } catch {
        return setPanel({ kind: "error", title: "Encryption Error", message: "Failed to encrypt card data. Please try again." });
      }
      const response = await fetch("/api/billing/subscribe", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ planCode, transactionToken, encryptedCardNumber, encryptedCvv, expirationMonth: values.expiryMonth, expirationYear: values.expiryYear, cardholderName: values.cardholderName, idempotencyKey: key }),
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string; title?: string; subscriptionId?: string; planName?: string };
      if (response.ok && body.subscriptionId) {
        setPanel({ kind: "success", planName: body.planName ?? "" });
        setTimeout(() => router.push(`/checkout-success?session_id=${encodeURIComponent(body.subscriptionId!)}`), billing.successRedirectMs);
        return;
      }
      if (response.status === 402) return setPanel({ kind: "declined", message: body.error ?? "Payment Declined: Your card was declined. Please try again with a different card." });
      setPanel({ kind: "error", title: body.title ?? "Payment Failed", message: body.error ?? "Something went wrong. Please try again later." });
    } catch {
      setPanel({ kind: "error", title: "Payment Failed", message: "Something went wrong. Please try again later." });
    }
  }

  function tryAgain() {
    setAttemptKey(null);
    setPanel({ kind: "idle" });
  }

  if (panel.kind === "processing" || panel.kind === "success") {
    return (
      <div role="status" className="grid justify-items-center gap-3 rounded-xl border bg-white p-8 text-center">
        {panel.kind === "processing" ? <Loader2 className="size-10 animate-spin text-primary" aria-hidden /> : <CheckCircle2 className="size-10 text-success" aria-hidden />}
        <p className="text-lg font-semibold">{panel.kind === "processing" ? "Processing Payment..." : "Payment Successful"}</p>
        <p className="text-sm text-muted-foreground">{panel.kind === "processing" ? "Please don't close this page." : `Welcome to ${panel.planName}! Taking you to your confirmation...`}</p>
      </div>
    );
  }
  if (panel.kind === "declined" || panel.kind === "error") {
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-xl border border-red-200 bg-destructive-soft p-8 text-center">
        <XCircle className="size-10 text-destructive" aria-hidden />
        <p className="text-lg font-semibold text-red-900">{panel.kind === "declined" ? "Payment Declined" : panel.title}</p>
        <p className="text-sm text-red-900">{panel.message}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={tryAgain}>Try Again</Button>
          <Button asChild variant="outline">
            <Link href="/">Return Home</Link>
          </Button>
        </div>
      </div>
    );
  }

  const cardNumber = form.register("cardNumber");
  const month = form.register("expiryMonth");
  const year = form.register("expiryYear");
  const cvv = form.register("cvv");
  const name = form.register("cardholderName");
  return (
    <form onSubmit={form.handleSubmit(pay)} noValidate className="grid gap-4" aria-label="Card details">
      <FormField id="card-number" label="Card number" error={errors.cardNumber?.message}>
        <div className="relative">
          <CreditCard className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id="card-number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            className="pl-10 font-mono tracking-wide"
            maxLength={23}
            aria-invalid={errors.cardNumber ? true : undefined}
            aria-describedby={describedBy("card-number", { error: errors.cardNumber })}
            {...cardNumber}
            onChange={(event) => {
              event.target.value = formatCardNumber(event.target.value);
              void cardNumber.onChange(event);
              if (digitsOnly(event.target.value).length === 16) form.setFocus("cardholderName");
            }}
          />
        </div>
      </FormField>
      <FormField id="card-name" label="Cardholder name" error={errors.cardholderName?.message}>
        <Input
          id="card-name"
          autoComplete="cc-name"
          aria-invalid={errors.cardholderName ? true : undefined}
          aria-describedby={describedBy("card-name", { error: errors.cardholderName })}
          {...name}
        />
      </FormField>
      <div className="grid grid-cols-3 gap-3">
        <FormField id="card-month" label="Month" error={errors.expiryMonth?.message}>
          <Input
            id="card-month"
            inputMode="numeric"
            autoComplete="cc-exp-month"
            placeholder="MM"
            maxLength={2}
            aria-invalid={errors.expiryMonth ? true : undefined}
            aria-describedby={describedBy("card-month", { error: errors.expiryMonth })}
            {...month}
            onChange={(event) => {
              event.target.value = digitsOnly(event.target.value).slice(0, 2);
              void month.onChange(event);
              void form.trigger("expiryMonth");
              if (event.target.value.length === 2) form.setFocus("expiryYear");
            }}
          />
        </FormField>
        <FormField id="card-year" label="Year" error={errors.expiryYear?.message}>
          <Input
            id="card-year"
            inputMode="numeric"
            autoComplete="cc-exp-year"
            placeholder="YYYY"
            maxLength={4}
            aria-invalid={errors.expiryYear ? true : undefined}
            aria-describedby={describedBy("card-year", { error: errors.expiryYear })}
            {...year}
            onChange={(event) => {
              event.target.value = digitsOnly(event.target.value).slice(0, 4);
              void year.onChange(event);
              void form.trigger("expiryMonth");
              if (event.target.value.length === 4) form.setFocus("cvv");
            }}
          />
        </FormField>
        <FormField id="card-cvv" label="CVV" error={errors.cvv?.message}>
          <Input
            id="card-cvv"
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            aria-invalid={errors.cvv ? true : undefined}
            aria-describedby={describedBy("card-cvv", { error: errors.cvv })}
            {...cvv}
            onChange={(event) => {
              event.target.value = digitsOnly(event.target.value).slice(0, 4);
              void cvv.onChange(event);
            }}
          />
        </FormField>
      </div>
      <Button type="submit" size="lg" disabled={!isValid || disabled}>
        <Lock aria-hidden /> Pay Now
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        Your card number and CVV are encrypted in your browser and sent to our card provider. Latitud never stores them.
      </p>
    </form>
  );
}
