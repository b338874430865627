"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Loader2, Lock, XCircle } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { CardFields } from "@/components/billing/card-fields";
import { CardSetupError, encryptCard } from "@/components/billing/encrypt-card";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { loginPath } from "@/lib/auth/login-path";
import { DECLINED_TITLE, declineMessage } from "@/lib/billing/decline-messages";
import { cardFormSchema, type CardFormInput } from "@/lib/billing/schemas";
import { billing } from "@/lib/config/billing";

type Panel =
  | { kind: "idle" }
  | { kind: "processing" }
  | { kind: "success"; planName: string }
  | { kind: "declined"; message: string }
  | { kind: "error"; title: string; message: string };

/**
 * The card form (spec 2 §5) and the payment panels (spec 2 §4). Card number and CVV are encrypted
 * here, with the provider's cipher token, before anything leaves the browser (`encryptCard`, shared
 * with the lawyers' credit purchase).
 */
export function CardPaymentForm({ planCode, disabled = false }: { planCode: string; disabled?: boolean }) {
  const router = useRouter();
  const schema = useMemo(() => cardFormSchema(), []);
  const form = useForm<CardFormInput>({
    resolver: zodResolver(schema),
    mode: "onChange",
    defaultValues: { cardNumber: "", cardholderName: "", expiryMonth: "", expiryYear: "", cvv: "" },
  });
  const { isValid } = form.formState;
  const [panel, setPanel] = useState<Panel>({ kind: "idle" });
  // One idempotency key per payment attempt: anything that re-sends the same attempt reuses it.
  const [attemptKey, setAttemptKey] = useState<string | null>(null);

  async function pay(values: CardFormInput) {
    if (panel.kind === "processing") return;
    setPanel({ kind: "processing" });
    const key = attemptKey ?? crypto.randomUUID();
    setAttemptKey(key);
    try {
      const card = await encryptCard(values);
      const response = await fetch("/api/billing/subscribe", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ planCode, ...card, idempotencyKey: key }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        error?: string;
        title?: string;
        subscriptionId?: string;
        planName?: string;
      };
      if (response.ok && body.subscriptionId) {
        setPanel({ kind: "success", planName: body.planName ?? "" });
        setTimeout(
          () => router.push(`/checkout-success?session_id=${encodeURIComponent(body.subscriptionId!)}`),
          billing.successRedirectMs,
        );
        return;
      }
      if (response.status === 402)
        return setPanel({ kind: "declined", message: body.error ?? declineMessage("card_declined") });
      setPanel({
        kind: "error",
        title: body.title ?? "Payment Failed",
        message: body.error ?? "Something went wrong. Please try again later.",
      });
    } catch (error) {
      if (error instanceof CardSetupError && error.status === 401) {
        toast.error("Session Expired", { description: "Please sign in again to continue." });
        return void router.push(loginPath(`/checkout?plan=${planCode}`));
      }
      if (error instanceof CardSetupError)
        return setPanel({ kind: "error", title: error.title, message: error.message });
      setPanel({
        kind: "error",
        title: "Payment Failed",
        message: "Something went wrong. Please try again later.",
      });
    }
  }

  function tryAgain() {
    setAttemptKey(null);
    setPanel({ kind: "idle" });
  }

  if (panel.kind === "processing" || panel.kind === "success") {
    return (
      <div
        role="status"
        className="grid justify-items-center gap-3 rounded-xl border bg-white p-8 text-center"
      >
        {panel.kind === "processing" ? (
          <Loader2 className="size-10 animate-spin text-primary" aria-hidden />
        ) : (
          <CheckCircle2 className="size-10 text-success" aria-hidden />
        )}
        <p className="text-lg font-semibold">
          {panel.kind === "processing" ? "Processing Payment..." : "Payment Successful"}
        </p>
        <p className="text-sm text-muted-foreground">
          {panel.kind === "processing"
            ? "Please don't close this page."
            : `Welcome to ${panel.planName}! Taking you to your confirmation...`}
        </p>
      </div>
    );
  }
  if (panel.kind === "declined" || panel.kind === "error") {
    return (
      <div
        role="alert"
        className="grid justify-items-center gap-3 rounded-xl border border-red-200 bg-destructive-soft p-8 text-center"
      >
        <XCircle className="size-10 text-destructive" aria-hidden />
        <p className="text-lg font-semibold text-red-900">
          {panel.kind === "declined" ? DECLINED_TITLE : panel.title}
        </p>
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

  return (
    <form onSubmit={form.handleSubmit(pay)} noValidate className="grid gap-4" aria-label="Card details">
      <CardFields form={form} />
      <Button type="submit" size="lg" disabled={!isValid || disabled}>
        <Lock aria-hidden /> Pay Now
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        Your card number and CVV are encrypted in your browser and sent to our card provider. Latitud never
        stores them.
      </p>
    </form>
  );
}
