"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { CardSetupError, encryptCard } from "@/components/billing/encrypt-card";
import { cardFormSchema, type CardFormInput } from "@/lib/billing/schemas";

/** What our payment routes answer, success or refusal. */
type PaymentAnswer = { error?: string; title?: string };

export type PaymentState<Paid> =
  | { kind: "idle" }
  | { kind: "processing" }
  | { kind: "paid"; answer: Paid }
  | { kind: "failed"; title: string; message: string };

/**
 * The browser half of a card payment: the card form, the number and CVV encrypted before they leave
 * the browser (`encryptCard`), then one POST to `url` with `fields` and the card. One idempotency key
 * per attempt: anything that re-sends the same attempt reuses it, so it is charged once. The server's
 * answers come in the reader's language; the hook's own words are the billing catalogue's (the page
 * hands its client components the "billing" namespace).
 */
export function useCardPayment<Paid extends PaymentAnswer>({
  url,
  fields,
  isPaid = () => true,
  onPaid,
  onSessionExpired,
}: {
  url: string;
  fields: Record<string, unknown>;
  /** Whether a 2xx answer is a completed payment. */
  isPaid?: (answer: Paid) => boolean;
  onPaid?: (answer: Paid) => void;
  /** A 401 from the card setup; without it, shown as a failure. */
  onSessionExpired?: () => void;
}) {
  const t = useTranslations("billing.payment");
  const failed = { title: t("failed"), message: t("failedText") };
  const schema = useMemo(() => cardFormSchema(), []);
  const form = useForm<CardFormInput>({
    resolver: zodResolver(schema),
    mode: "onChange",
    defaultValues: { cardNumber: "", cardholderName: "", expiryMonth: "", expiryYear: "", cvv: "" },
  });
  const [state, setState] = useState<PaymentState<Paid>>({ kind: "idle" });
  const [attemptKey, setAttemptKey] = useState<string | null>(null);

  async function pay(values: CardFormInput) {
    if (state.kind === "processing") return;
    setState({ kind: "processing" });
    const key = attemptKey ?? crypto.randomUUID();
    setAttemptKey(key);
    try {
      const card = await encryptCard(values);
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...fields, ...card, idempotencyKey: key }),
      });
      const answer = (await response.json().catch(() => ({}))) as Paid;
      if (response.ok && isPaid(answer)) {
        setState({ kind: "paid", answer });
        form.reset();
        setAttemptKey(null);
        onPaid?.(answer);
        return;
      }
      if (response.status === 402)
        return setState({
          kind: "failed",
          title: t("declined"),
          message: answer.error ?? t("declinedText"),
        });
      setState({
        kind: "failed",
        title: answer.title ?? failed.title,
        message: answer.error ?? failed.message,
      });
    } catch (error) {
      if (error instanceof CardSetupError && error.status === 401 && onSessionExpired)
        return onSessionExpired();
      if (error instanceof CardSetupError) {
        const setup = error.status
          ? { title: t("setupError"), message: t("setupErrorText") }
          : { title: t("encryptionError"), message: t("encryptionErrorText") };
        return setState({
          kind: "failed",
          title: error.answer.title ?? setup.title,
          message: error.answer.error ?? setup.message,
        });
      }
      setState({ kind: "failed", ...failed });
    }
  }

  /** Back to the form for a new attempt (a new idempotency key). */
  function reset() {
    setAttemptKey(null);
    setState({ kind: "idle" });
  }

  return { form, state, pay: form.handleSubmit(pay), reset };
}
