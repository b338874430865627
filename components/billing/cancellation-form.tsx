"use client";

import { CheckCircle2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { cancelSubscriptionAction } from "@/lib/billing/actions";
import { billingDate } from "@/lib/billing/dates";
import { billing } from "@/lib/config/billing";

type Reason = (typeof billing.cancellationReasons)[number];

/**
 * Cancellation: an optional reason and feedback, then Keep My Subscription or Confirm Cancellation.
 * `planName` is in the reader's language.
 */
export function CancellationForm({ subscriptionId, planName }: { subscriptionId: string; planName: string }) {
  const t = useTranslations("billing.cancel");
  const locale = useLocale();
  const [reason, setReason] = useState<Reason | null>(null);
  const [feedback, setFeedback] = useState("");
  const [working, setWorking] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function confirm() {
    setWorking(true);
    const result = await cancelSubscriptionAction({
      subscriptionId,
      reason,
      feedback: feedback || null,
    }).catch(() => null);
    setWorking(false);
    if (!result?.ok) return void toast.error(t("failed"), { description: result?.error ?? t("failedText") });
    toast.success(t("done"));
    setDone(result.data.accessUntil);
  }

  if (done) {
    return (
      <div
        role="status"
        className="grid justify-items-center gap-3 rounded-xl border bg-white p-8 text-center"
      >
        <CheckCircle2 className="size-10 text-success" aria-hidden />
        <p className="text-lg font-semibold">{t("doneTitle", { plan: planName })}</p>
        <p className="text-sm text-muted-foreground">{t("doneText", { date: billingDate(done, locale) })}</p>
        <Button asChild>
          <Link href="/profile?tab=subscription">{t("backToProfile")}</Link>
        </Button>
      </div>
    );
  }

  return (
    <form
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
      aria-label={t("formLabel")}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold">{t("reasonLegend")}</legend>
        {billing.cancellationReasons.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-3 rounded-lg border bg-white p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
          >
            <input
              type="radio"
              name="reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
              className="size-4 accent-[var(--color-primary)]"
            />
            {t("reason", { reason: value })}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-2">
        <label htmlFor="cancel-feedback" className="font-semibold">
          {t("feedbackLabel")}
        </label>
        <Textarea
          id="cancel-feedback"
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
          maxLength={2000}
          rows={4}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link href="/profile?tab=subscription">{t("keep")}</Link>
        </Button>
        <Button type="submit" variant="destructive" disabled={working}>
          {working ? t("cancelling") : t("confirm")}
        </Button>
      </div>
    </form>
  );
}
