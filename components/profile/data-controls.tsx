"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Download, Trash2 } from "lucide-react";
import { signOut } from "next-auth/react";
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

type DeleteInput = z.infer<typeof deleteAccountSchema>;

/** 'Download my data' and 'Delete my account' (LGPD/GDPR). The dialog says what happens to each paid plan. */
export function DataControls({ plans = [] }: { plans?: ClosingPlan[] }) {
  const [open, setOpen] = useState(false);
  const form = useForm<DeleteInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: "", confirmation: "" as "DELETE" },
  });
  const { isSubmitting } = form.formState;

  async function onDelete(values: DeleteInput) {
    const result = await deleteAccountAction(values).catch(() => null);
    if (!result?.ok) {
      if (result?.fieldErrors?.password) form.setError("password", { message: result.fieldErrors.password });
      return void toast.error("Account not deleted", {
        description: result?.error ?? "An unexpected error occurred",
      });
    }
    // Signed out onto a page that says the account is gone (a toast would not survive the reload).
    await signOut({ callbackUrl: "/account-deleted" });
  }

  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild variant="outline">
        <a href="/api/profile/export" download>
          <Download aria-hidden /> Download my data
        </a>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="destructive">
            <Trash2 aria-hidden /> Delete my account
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              This permanently deletes your profile, picture, chat history and sessions. It cannot be undone.
            </DialogDescription>
          </DialogHeader>
          {plans.length ? <PlansOnDeletion plans={plans} /> : null}
          <HookForm form={form} onSubmit={onDelete} className="grid gap-4" aria-label="Delete account">
            <FormField id="delete-password" label="Your password" name="password">
              <FormControl>
                <PasswordInput autoComplete="current-password" {...form.register("password")} />
              </FormControl>
            </FormField>
            <FormField
              id="delete-confirm"
              label={
                <>
                  Type <strong>DELETE</strong> to confirm
                </>
              }
              name="confirmation"
            >
              <FormControl>
                <Input autoComplete="off" {...form.register("confirmation")} />
              </FormControl>
            </FormField>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Keep my account
              </Button>
              <Button type="submit" variant="destructive" disabled={isSubmitting}>
                {isSubmitting ? "Deleting..." : "Delete permanently"}
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
  return (
    <section
      aria-labelledby="deletion-plans"
      className="grid gap-2 rounded-lg border border-amber-200 bg-accent-soft p-3 text-sm text-amber-950"
    >
      <h3 id="deletion-plans" className="font-semibold">
        Your paid {plans.length === 1 ? "plan" : "plans"}
      </h3>
      <ul className="grid gap-1.5">
        {plans.map((plan) => (
          <li key={`${plan.name}-${plan.periodEnd}`}>
            <strong>{plan.name}</strong>:{" "}
            {plan.status === "active"
              ? `renews on ${plan.periodEnd}. We cancel it at our card provider first, so you are not charged again.`
              : plan.status === "past_due"
                ? "its last renewal failed. We cancel it at our card provider first, so it is not charged again."
                : `already cancelled, no further charges.`}{" "}
            Premium access ends with your account
            {plan.status === "canceled" ? ` (instead of ${plan.periodEnd})` : ""}.
          </li>
        ))}
      </ul>
      <p>If the card provider can&apos;t be reached, nothing is deleted and you can try again.</p>
    </section>
  );
}
