"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { forgotPasswordAction } from "@/lib/auth/actions";
import { emailOnlySchema } from "@/lib/auth/schemas";
import type { z } from "zod";

type Input = z.infer<typeof emailOnlySchema>;

export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Input>({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: "" } });
  const error = form.formState.errors.email?.message;

  async function onSubmit(values: Input) {
    const result = await forgotPasswordAction(values).catch(() => null);
    if (!result)
      return void toast.error("Error", { description: "An unexpected error occurred. Please try again." });
    if (!result.ok) return void toast.error("Error", { description: result.error });
    setSentTo(values.email);
  }

  if (sentTo) {
    return (
      <div role="status" className="grid justify-items-center gap-3 text-center">
        <MailCheck className="size-8 text-primary" aria-hidden />
        <p className="font-semibold">Check your email</p>
        <p className="text-sm text-muted-foreground">
          If an account exists for {sentTo}, we sent a link to reset its password. The link expires in 60
          minutes.
        </p>
      </div>
    );
  }
  return (
    <HookForm form={form} onSubmit={onSubmit} className="grid gap-4" aria-label="Reset your password">
      <FormField id="forgot-email" label="Email" error={error}>
        <FormControl>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormControl>
      </FormField>
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Sending..." : "Send reset link"}
      </Button>
    </HookForm>
  );
}
