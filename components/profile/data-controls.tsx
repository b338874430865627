"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Download, Trash2 } from "lucide-react";
import { signOut } from "next-auth/react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { PasswordInput } from "@/components/auth/password-input";
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
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { deleteAccountAction } from "@/lib/auth/actions";
import { deleteAccountSchema } from "@/lib/auth/schemas";
import type { ClosingPlan } from "@/lib/billing/account-closure";
import { localizedPath } from "@/lib/i18n/locales";

type DeleteInput = z.infer<typeof deleteAccountSchema>;

/** 'Download my data' and 'Delete my account' (LGPD/GDPR). The dialog says what happens to each paid plan. */
export function DataControls({ plans = [] }: { plans?: ClosingPlan[] }) {
  const [open, setOpen] = useState(false);
  const t = useTranslations("profile.data");
  const failure = useTranslations("profile.failure");
  const locale = useLocale();
  const form = useForm<DeleteInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: "", confirmation: "" as "DELETE" },
  });
  const { isSubmitting } = form.formState;

  async function onDelete(values: DeleteInput) {
    const result = await deleteAccountAction(values).catch(() => null);
    if (!result?.ok) {
      if (result?.fieldErrors?.password) form.setError("password", { message: result.fieldErrors.password });
      return void toast.error(t("notDeleted"), { description: result?.error ?? failure("unexpected") });
    }
    // Signed out onto a page that says the account is gone (a toast would not survive the reload).
    await signOut({ callbackUrl: localizedPath("/account-deleted", locale) });
  }

  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild variant="outline">
        <a href="/api/profile/export" download>
          <Download aria-hidden /> {t("download")}
        </a>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="destructive">
            <Trash2 aria-hidden /> {t("delete")}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("deleteTitle")}</DialogTitle>
            <DialogDescription>{t("deleteDescription")}</DialogDescription>
          </DialogHeader>
          {plans.length ? <PlansOnDeletion plans={plans} /> : null}
          <HookForm form={form} onSubmit={onDelete} className="grid gap-4" aria-label={t("formLabel")}>
            <FormField id="delete-password" label={t("passwordLabel")} name="password">
              <FormControl>
                <PasswordInput autoComplete="current-password" {...form.register("password")} />
              </FormControl>
            </FormField>
            <FormField
              id="delete-confirm"
              label={t.rich("confirmLabel", { strong: (chunks) => <strong>{chunks}</strong> })}
              name="confirmation"
            >
              <FormControl>
                <Input autoComplete="off" {...form.register("confirmation")} />
              </FormControl>
            </FormField>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)}>
                {t("keep")}
              </Button>
              <Button type="submit" variant="destructive" disabled={isSubmitting}>
                {isSubmitting ? t("deleting") : t("deletePermanently")}
              </Button>
            </DialogFooter>
          </HookForm>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/**
 * Each paid plan and what deleting the account does to it: renewals are stopped at the card
 * provider first.
 */
function PlansOnDeletion({ plans }: { plans: ClosingPlan[] }) {
  const t = useTranslations("profile.data.plans");
  const status = { active: "active", past_due: "pastDue", canceled: "canceled" } as const;
  return (
    <section
      aria-labelledby="deletion-plans"
      className="grid gap-2 rounded-lg border border-amber-200 bg-accent-soft p-3 text-sm text-amber-950"
    >
      <h3 id="deletion-plans" className="font-semibold">
        {t("title", { count: plans.length })}
      </h3>
      <ul className="grid gap-1.5">
        {plans.map((plan) => (
          <li key={`${plan.name}-${plan.periodEnd}`}>
            <strong>{plan.name}</strong>: {t(status[plan.status], { date: plan.periodEnd })}{" "}
            {plan.status === "canceled" ? t("accessEndsEarly", { date: plan.periodEnd }) : t("accessEnds")}
          </li>
        ))}
      </ul>
      <p>{t("providerDown")}</p>
    </section>
  );
}
