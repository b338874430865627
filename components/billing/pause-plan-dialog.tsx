"use client";

import { PauseCircle } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { billingDate } from "@/lib/billing/dates";
import { pausePlanAction } from "@/lib/billing/pause/actions";
import { pauseResumesAt } from "@/lib/billing/pause/dates";
import { billing } from "@/lib/config/billing";
import { useRouter } from "@/lib/i18n/navigation";

export type PausablePlan = {
  subscriptionId: string;
  /** In the reader's language. */
  planName: string;
  status: "active" | "past_due";
  /** ISO end of the paid period. */
  currentPeriodEnd: string;
  /** The plan's price, formatted: what the first renewal after the pause charges. */
  price: string;
};

/**
 * 'Pause': choose 1, 2 or 3 months and see exactly when the plan resumes, how long access lasts and
 * that nothing is charged until then. `variant` "instead" is the cancellation page's offer.
 */
export function PausePlanDialog({
  plan,
  variant = "pause",
}: {
  plan: PausablePlan;
  variant?: "pause" | "instead";
}) {
  const t = useTranslations("pause.ui");
  const locale = useLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [months, setMonths] = useState<number>(billing.pauseMonths[0]);
  const [pending, setPending] = useState(false);
  const date = (d: Date | string) => billingDate(d, locale);
  const resumesAt = (m: number) => pauseResumesAt(plan, m, new Date());

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    const result = await pausePlanAction({ subscriptionId: plan.subscriptionId, months }).catch(() => null);
    setPending(false);
    if (!result?.ok) return void toast.error(t("failed"), { description: result?.error ?? t("failedText") });
    toast.success(t("done", { plan: plan.planName, date: date(result.data.resumesAt) }));
    setOpen(false);
    if (variant === "instead") router.push("/profile?tab=subscription");
    else router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant={variant === "instead" ? "primary" : "outline"}
          className={variant === "instead" ? "w-fit" : undefined}
          aria-label={variant === "instead" ? undefined : t("pauseLabel", { plan: plan.planName })}
        >
          <PauseCircle aria-hidden /> {variant === "instead" ? t("instead") : t("pause")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={(e) => void submit(e)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("title", { plan: plan.planName })}</DialogTitle>
            <DialogDescription>{t("description")}</DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t("legend")}</legend>
            {billing.pauseMonths.map((m) => (
              <label
                key={m}
                className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="radio"
                  name="pause-months"
                  value={m}
                  checked={months === m}
                  onChange={() => setMonths(m)}
                  className="size-4 accent-[var(--color-primary)]"
                />
                <span className="font-medium">{t("months", { count: m })}</span>
                <span className="text-sm text-muted-foreground">
                  {t("resumesOn", { date: date(resumesAt(m)) })}
                </span>
              </label>
            ))}
          </fieldset>
          <div className="grid gap-1 rounded-lg bg-muted px-3 py-2 text-sm" aria-live="polite">
            <p>
              {plan.status === "active"
                ? t("accessUntil", { date: date(plan.currentPeriodEnd) })
                : t("accessEndsNow")}
            </p>
            <p>{t("noCharge", { date: date(resumesAt(months)), amount: plan.price })}</p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("keep")}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t("working") : t("confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
