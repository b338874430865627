"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Download, Trash2 } from "lucide-react";
import { signOut } from "next-auth/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { PasswordInput } from "@/components/auth/password-input";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { deleteAccountAction } from "@/lib/auth/actions";
import { deleteAccountSchema } from "@/lib/auth/schemas";

type DeleteInput = z.infer<typeof deleteAccountSchema>;

/** 'Download my data' and 'Delete my account' (LGPD/GDPR). */
export function DataControls() {
  const [open, setOpen] = useState(false);
  const form = useForm<DeleteInput>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: "", confirmation: "" as "DELETE" } });
  const { errors, isSubmitting } = form.formState;

  async function onDelete(values: DeleteInput) {
    const result = await deleteAccountAction(values).catch(() => null);
    if (!result?.ok) {
      if (result?.fieldErrors?.password) form.setError("password", { message: result.fieldErrors.password });
      return void toast.error("Account not deleted", { description: result?.error ?? "An unexpected error occurred" });
    }
    toast.success("Your account has been deleted");
    await signOut({ callbackUrl: "/" });
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
            <DialogDescription>This permanently deletes your profile, picture, chat history and sessions. It cannot be undone.</DialogDescription>
          </DialogHeader>
          <form onSubmit={form.handleSubmit(onDelete)} noValidate className="grid gap-4" aria-label="Delete account">
            <FormField id="delete-password" label="Your password" error={errors.password?.message}>
              <PasswordInput id="delete-password" autoComplete="current-password" aria-invalid={errors.password ? true : undefined} aria-describedby={describedBy("delete-password", { error: errors.password })} {...form.register("password")} />
            </FormField>
            <FormField id="delete-confirm" label={<>Type <strong>DELETE</strong> to confirm</>} error={errors.confirmation?.message}>
              <Input id="delete-confirm" autoComplete="off" aria-invalid={errors.confirmation ? true : undefined} aria-describedby={describedBy("delete-confirm", { error: errors.confirmation })} {...form.register("confirmation")} />
            </FormField>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Keep my account
              </Button>
              <Button type="submit" variant="destructive" disabled={isSubmitting}>
                {isSubmitting ? "Deleting..." : "Delete permanently"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
