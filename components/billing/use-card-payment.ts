"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { CardSetupError, encryptCard } from "@/components/billing/encrypt-card";
import { DECLINED_TITLE, declineMessage } from "@/lib/billing/decline-messages";
import { cardFormSchema, type CardFormInput } from "@/lib/billing/schemas";

/** What our payment routes answer, success or refusal. */
type PaymentAnswer = { error?: string; title?: string };

export type PaymentState<Paid> =
  | { kind: "idle" }
  | { kind: "processing" }
  | { kind: "paid"; answer: Paid }
  | { kind: "failed"; title: string; message: string };

const FAILED = { title: "Payment Failed", message: "Something went wrong. Please try again later." };

/**
 * The browser half of a card payment: the card form, the number and CVV encrypted before they leave
 * the browser (`encryptCard`), then one POST to `url` with `fields` and the card. One idempotency key
 * per attempt: anything that re-sends the same attempt reuses it, so it is charged once.
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
          title: DECLINED_TITLE,
          message: answer.error ?? declineMessage("card_declined"),
        });
      setState({
        kind: "failed",
        title: answer.title ?? FAILED.title,
        message: answer.error ?? FAILED.message,
      });
    } catch (error) {
      if (error instanceof CardSetupError && error.status === 401 && onSessionExpired)
        return onSessionExpired();
      if (error instanceof CardSetupError)
        return setState({ kind: "failed", title: error.title, message: error.message });
      setState({ kind: "failed", ...FAILED });
    }
  }

  /** Back to the form for a new attempt (a new idempotency key). */
  function reset() {
    setAttemptKey(null);
    setState({ kind: "idle" });
  }

  return { form, state, pay: form.handleSubmit(pay), reset };
}
