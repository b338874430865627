"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { useValidationMessage } from "@/components/billing/use-validation-message";
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
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { refundPaymentAction } from "@/lib/billing/history/actions";
import { centsOf, refundFormSchema, type RefundForm } from "@/lib/billing/history/schemas";
import { formatMoney } from "@/lib/i18n/format-numbers";
import type { Locale } from "@/lib/i18n/locales";
import { useRouter } from "@/lib/i18n/navigation";

type Payment = {
  id: string;
  member: string;
  amount: string;
  date: string;
  refundableCents: number;
  currency: string;
};

/**
 * 'Refund' on an approved payment: the amount (the refundable rest by default; less for a partial
 * refund) and an optional reason, then a confirmation naming the member and the amount. One
 * idempotency key per dialog: a double click or a retried request is the same refund.
 */
export function RefundDialog({ payment }: { payment: Payment }) {
  const t = useTranslations("billingHistory.admin.dialog");
  const admin = useTranslations("billingHistory.admin");
  const locale = useLocale() as Locale;
  const message = useValidationMessage();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const defaults = (): RefundForm => ({
    paymentId: payment.id,
    amount: (payment.refundableCents / 100).toFixed(2),
    reason: "",
    idempotencyKey: crypto.randomUUID(),
  });
  const form = useForm<RefundForm, unknown, z.output<typeof refundFormSchema>>({
    resolver: zodResolver(refundFormSchema),
    defaultValues: defaults(),
  });
  const { isSubmitting, errors } = form.formState;
  const typed = useWatch({ control: form.control, name: "amount" });
  const amount = formatMoney(centsOf(typed || "0"), locale, payment.currency);
  const refundable = formatMoney(payment.refundableCents, locale, payment.currency);

  function reopen(next: boolean) {
    if (next) form.reset(defaults());
    setConfirming(false);
    setOpen(next);
  }

  async function refund() {
    const result = await refundPaymentAction(form.getValues()).catch(() => null);
    if (!result?.ok) {
      setConfirming(false);
      // A new key: the next try is a new refund, not a replay of the failed one.
      form.setValue("idempotencyKey", crypto.randomUUID());
      return void toast.error(t("failed"), { description: result?.error });
    }
    toast.success(t("done", { amount: formatMoney(result.data.amountCents, locale, payment.currency) }));
    setOpen(false);
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={reopen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          {admin("refund")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{confirming ? t("confirmTitle") : t("title")}</DialogTitle>
          <DialogDescription>
            {confirming
              ? t("confirm", { amount, member: payment.member })
              : t("summary", {
                  member: payment.member,
                  amount: payment.amount,
                  date: payment.date,
                  refundable,
                })}
          </DialogDescription>
        </DialogHeader>
        <HookForm
          form={form}
          onSubmit={confirming ? refund : () => setConfirming(true)}
          className="grid gap-3"
          aria-label={t("title")}
        >
          <div className={confirming ? "hidden" : "grid gap-3"}>
            <FormField
              id={`refund-amount-${payment.id}`}
              label={`${t("amount")} (${payment.currency})`}
              error={message(errors.amount?.message)}
            >
              <FormControl>
                <Input inputMode="decimal" autoComplete="off" {...form.register("amount")} />
              </FormControl>
            </FormField>
            <FormField
              id={`refund-reason-${payment.id}`}
              label={t("reason")}
              error={message(errors.reason?.message)}
            >
              <FormControl>
                <Textarea rows={2} {...form.register("reason")} />
              </FormControl>
            </FormField>
          </div>
          <DialogFooter>
            {confirming ? (
              <>
                <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                  {t("back")}
                </Button>
                <Button type="submit" variant="destructive" disabled={isSubmitting}>
                  {isSubmitting ? t("refunding") : t("submit", { amount })}
                </Button>
              </>
            ) : (
              <Button type="submit">{t("continue")}</Button>
            )}
          </DialogFooter>
        </HookForm>
      </DialogContent>
    </Dialog>
  );
}
