"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useTranslations } from "next-intl";
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
  const t = useTranslations("auth");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Input>({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: "" } });

  async function onSubmit(values: Input) {
    const result = await forgotPasswordAction(values).catch(() => null);
    if (!result) return void toast.error(t("failure.error"), { description: t("failure.unexpectedRetry") });
    if (!result.ok) return void toast.error(t("failure.error"), { description: result.error });
    setSentTo(values.email);
  }

  if (sentTo) {
    return (
      <div role="status" className="grid justify-items-center gap-3 text-center">
        <MailCheck className="size-8 text-primary" aria-hidden />
        <p className="font-semibold">{t("forgot.checkEmail")}</p>
        <p className="text-sm text-muted-foreground">{t("forgot.sent", { email: sentTo })}</p>
      </div>
    );
  }
  return (
    <HookForm form={form} onSubmit={onSubmit} className="grid gap-4" aria-label={t("forgot.formLabel")}>
      <FormField id="forgot-email" label={t("fields.email")} name="email">
        <FormControl>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormControl>
      </FormField>
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t("forgot.sending") : t("forgot.submit")}
      </Button>
    </HookForm>
  );
}
