"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { saveBillingDetailsAction } from "@/lib/billing/history/actions";
import { billingDetailsSchema, type BillingDetailsForm } from "@/lib/billing/history/schemas";
import { useValidationMessage } from "./use-validation-message";

/** The billing name and tax id printed on the member's receipts (both optional). */
export function BillingDetailsForm({
  initial,
}: {
  initial: { billingName: string | null; taxId: string | null };
}) {
  const t = useTranslations("billingHistory.details");
  const message = useValidationMessage();
  const form = useForm<BillingDetailsForm, unknown, z.output<typeof billingDetailsSchema>>({
    resolver: zodResolver(billingDetailsSchema),
    defaultValues: { billingName: initial.billingName ?? "", taxId: initial.taxId ?? "" },
  });
  const { isSubmitting, isDirty, errors } = form.formState;

  async function save() {
    const result = await saveBillingDetailsAction(form.getValues()).catch(() => null);
    if (!result?.ok) {
      for (const [field, error] of Object.entries(result?.fieldErrors ?? {}))
        form.setError(field as keyof BillingDetailsForm, { message: error });
      return void toast.error(t("notSaved"), { description: result?.error });
    }
    form.reset({ billingName: result.data.billingName ?? "", taxId: result.data.taxId ?? "" });
    toast.success(t("saved"));
  }

  return (
    <HookForm form={form} onSubmit={save} className="grid gap-4 sm:grid-cols-2" aria-label={t("title")}>
      <FormField id="billing-name" label={t("billingName")} error={message(errors.billingName?.message)}>
        <FormControl>
          <Input autoComplete="organization" {...form.register("billingName")} />
        </FormControl>
      </FormField>
      <FormField id="billing-tax-id" label={t("taxId")} error={message(errors.taxId?.message)}>
        <FormControl>
          <Input {...form.register("taxId")} />
        </FormControl>
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? t("saving") : t("save")}
        </Button>
      </div>
    </HookForm>
  );
}
