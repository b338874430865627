"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { joinWaitlistAction } from "@/lib/waitlist/actions";
import { waitlistSchema, type WaitlistInput } from "@/lib/waitlist/schema";

/** The waitlist form of /coming-soon: 'Notify Me' when new services open. */
export function WaitlistForm() {
  const t = useTranslations("marketing.waitlist");
  const [done, setDone] = useState<{ email: string; already: boolean } | null>(null);
  const form = useForm<WaitlistInput>({
    resolver: zodResolver(waitlistSchema),
    defaultValues: { email: "" },
  });
  const error = form.formState.errors.email?.message;

  async function onSubmit(values: WaitlistInput) {
    try {
      const result = await joinWaitlistAction(values);
      if (!result.ok) {
        form.setError("email", { message: result.error });
        toast.error(t("failed"), { description: result.error });
        return;
      }
      setDone({ email: values.email.trim(), already: result.data === "already-joined" });
    } catch {
      toast.error(t("failed"), { description: t("unexpected") });
    }
  }

  function onInvalid() {
    toast.error(t("invalidTitle"), { description: t("invalidText") });
  }

  if (done) {
    return (
      <div
        role="status"
        className="grid justify-items-center gap-2 rounded-xl border border-green-200 bg-success-soft p-6 text-center text-green-900"
      >
        <CheckCircle2 className="size-8 text-success" aria-hidden />
        <p className="text-lg font-semibold">{done.already ? t("alreadyTitle") : t("joinedTitle")}</p>
        <p className="text-sm">
          {t.rich(done.already ? "alreadyText" : "joinedText", {
            email: done.email,
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      </div>
    );
  }

  return (
    <HookForm
      form={form}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
      className="grid gap-3 text-left"
      aria-label={t("label")}
    >
      <FormField id="waitlist-email" label={t("email")} error={error}>
        <FormControl>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t("placeholder")}
            {...form.register("email")}
          />
        </FormControl>
      </FormField>
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t("submitting") : t("submit")}
      </Button>
    </HookForm>
  );
}
