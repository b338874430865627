"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { Input, inputClassName } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { createJoinLinkAction } from "@/lib/admin/actions";
import { createJoinLinkSchema, type CreateJoinLinkInput } from "@/lib/admin/schemas";
import { formatShortDate } from "@/lib/i18n/format";

/**
 * Admin: email someone a join link with one of the live plans (the server checks it against the
 * plans table).
 */
export function JoinLinkInviteForm({ plans }: { plans: Array<{ code: string; name: string }> }) {
  const t = useTranslations("admin.joinLink");
  const locale = useLocale();
  const form = useForm<CreateJoinLinkInput>({
    resolver: zodResolver(createJoinLinkSchema),
    defaultValues: { email: "", planCode: plans[0]?.code ?? "" },
  });
  const { isSubmitting } = form.formState;

  async function onSubmit(values: CreateJoinLinkInput) {
    const result = await createJoinLinkAction(values).catch(() => null);
    if (!result?.ok) {
      if (result?.fieldErrors?.planCode) form.setError("planCode", { message: result.fieldErrors.planCode });
      return void toast.error(t("notSent"), { description: result?.error ?? t("unexpectedError") });
    }
    toast.success(t("sent"), {
      description: t("sentDescription", {
        email: result.data.email,
        date: formatShortDate(result.data.expiresAt, locale),
      }),
    });
    form.reset({ email: "", planCode: values.planCode });
  }

  return (
    <HookForm
      form={form}
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-start"
      aria-label={t("formLabel")}
    >
      <FormField id="invite-email" label={t("email")} name="email">
        <FormControl>
          <Input type="email" {...form.register("email")} />
        </FormControl>
      </FormField>
      <FormField id="invite-plan" label={t("plan")} name="planCode">
        <FormControl>
          <select className={inputClassName} {...form.register("planCode")}>
            {plans.map((plan) => (
              <option key={plan.code} value={plan.code}>
                {plan.name}
              </option>
            ))}
          </select>
        </FormControl>
      </FormField>
      <Button type="submit" className="sm:mt-7" disabled={isSubmitting}>
        {isSubmitting ? t("sending") : t("send")}
      </Button>
    </HookForm>
  );
}
