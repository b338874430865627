"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { refreshSession } from "@/components/auth/session";
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { NewPasswordFields } from "@/components/auth/new-password-fields";
import { OptionalNameField } from "@/components/auth/optional-name-field";
import { usePasswordPolicy } from "@/components/auth/use-password-policy";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { registerAction } from "@/lib/auth/actions";
import { registerSchema, type RegisterInput } from "@/lib/auth/schemas";
import { Link } from "@/lib/i18n/navigation";

/** Registration: optional name, email, password and confirmation, then 'check your email'. */
export function RegisterForm({ onDone, onLoggedIn }: { onDone: () => void; onLoggedIn: () => void }) {
  const id = useId();
  const t = useTranslations("auth");
  const { policy, loaded, ruleText } = usePasswordPolicy();
  const schema = useMemo(() => registerSchema(policy, ruleText), [policy, ruleText]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const form = useForm<RegisterInput>({
    resolver: zodResolver(schema),
    defaultValues: { name: "", email: "", password: "", confirmPassword: "" },
  });
  const { isSubmitting } = form.formState;

  async function onSubmit(values: RegisterInput) {
    try {
      const result = await registerAction(values);
      if (!result.ok) {
        for (const [field, message] of Object.entries(result.fieldErrors ?? {}))
          form.setError(field as keyof RegisterInput, { message });
        if (!result.fieldErrors) form.setError("password", { message: result.error });
        toast.error(t("register.failed"), { description: result.error });
        return;
      }
      if (!result.data.confirmationRequired) {
        await signIn("credentials", { email: values.email, password: values.password, redirect: false });
        await refreshSession();
        onLoggedIn();
        return;
      }
      toast(t("register.succeeded"), { description: t("register.succeededDescription") });
      setSentTo(values.email.trim().toLowerCase());
    } catch {
      toast.error(t("register.failed"), { description: t("register.unexpected") });
    }
  }

  async function resend() {
    if (!sentTo) return;
    setResending(true);
    const response = await fetch("/api/auth/resend-confirmation", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: sentTo }),
    }).catch(() => null);
    setResending(false);
    if (response?.ok) toast.success(t("resend.sent"), { description: t("resend.sentDescription") });
    else
      toast.error(t("resend.failed"), {
        description:
          ((await response?.json().catch(() => null)) as { error?: string } | null)?.error ??
          t("failure.unexpectedRetry"),
      });
  }

  if (sentTo) {
    return (
      <div role="status" className="grid justify-items-center gap-3 py-2 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <MailCheck className="size-6" aria-hidden />
        </span>
        <h3 className="text-lg font-semibold">{t("register.checkEmail")}</h3>
        <p className="text-sm text-muted-foreground">
          {t.rich("register.sentTo", {
            email: sentTo,
            strong: (chunks) => <strong className="text-foreground">{chunks}</strong>,
          })}
        </p>
        <div className="grid w-full gap-2 sm:grid-cols-2">
          <Button
            variant="outline"
            onClick={() => {
              setSentTo(null);
              form.reset();
            }}
          >
            {t("register.tryDifferentEmail")}
          </Button>
          <Button onClick={onDone}>{t("register.willCheckEmail")}</Button>
        </div>
        <Button variant="link" size="sm" onClick={resend} disabled={resending}>
          {resending ? t("register.sending") : t("register.resend")}
        </Button>
      </div>
    );
  }

  return (
    <HookForm form={form} onSubmit={onSubmit} className="grid gap-4" aria-label={t("register.formLabel")}>
      <OptionalNameField />
      <FormField id={`${id}-email`} label={t("fields.email")} name="email">
        <FormControl>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
        </FormControl>
      </FormField>
      <NewPasswordFields policy={policy} loaded={loaded} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t("register.submitting") : t("register.submit")}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        {t.rich("register.terms", {
          terms: (chunks) => (
            <Link href="/terms-of-service" className="underline">
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link href="/privacy-policy" className="underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </HookForm>
  );
}
