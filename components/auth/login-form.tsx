"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Lock } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { signIn } from "next-auth/react";
import { refreshSession } from "@/components/auth/session";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { PasswordInput } from "@/components/auth/password-input";
import { TwoFactorStep } from "@/components/auth/two-factor-step";
import { useLoginErrorText } from "@/components/auth/use-login-error-text";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { decodeLoginError, type DecodedLoginError } from "@/lib/auth/login-messages";
import { loginSchema, type LoginInput } from "@/lib/auth/schemas";

/**
 * Email + password login. The server decides everything (lockout, throttle, confirmation); the form
 * shows its answer, and the locked state with inputs disabled. Accounts with two-factor continue
 * with the code step (TwoFactorStep) before a session exists.
 */
export function LoginForm({
  onSuccess,
  onRegister,
  defaultEmail = "",
}: {
  onSuccess: () => void;
  onRegister?: () => void;
  defaultEmail?: string;
}) {
  const id = useId();
  const t = useTranslations("auth");
  const errorText = useLoginErrorText();
  const [lockSeconds, setLockSeconds] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });
  const { isSubmitting } = form.formState;
  const locked = lockSeconds !== null;

  // The lock ends by itself when its time is up.
  useEffect(() => {
    if (lockSeconds === null) return;
    const timer = setTimeout(() => setLockSeconds(null), lockSeconds * 1000);
    return () => clearTimeout(timer);
  }, [lockSeconds]);

  async function onSubmit(values: LoginInput) {
    setMessage(null);
    setWarning(null);
    try {
      const result = await signIn("credentials", {
        email: values.email,
        password: values.password,
        redirect: false,
      });
      if (result?.ok && !result.error) {
        await refreshSession();
        toast.success(t("login.welcomeBack"), { description: t("login.loggedIn") });
        onSuccess();
        return;
      }
      const failure = decodeLoginError(result?.error);
      form.resetField("password");
      if (failure.challenge) return void setChallenge(failure.challenge);
      showFailure(failure);
    } catch {
      setMessage(t("login.errors.unexpected"));
      toast.error(t("login.failed"), { description: t("login.errors.unexpected") });
    }
  }

  function showFailure(failure: DecodedLoginError) {
    const { message, warning } = errorText(failure);
    setMessage(message);
    setWarning(warning);
    if (failure.locked) {
      setLockSeconds(failure.retryAfterSeconds ?? 900);
    } else if (failure.code === "ip_blocked" || failure.code === "rate_limited") {
      toast.error(t("login.blocked"), { description: message });
    } else {
      toast.error(t("login.failed"), { description: message });
    }
  }

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSuccess={onSuccess}
        onRestart={(failure) => {
          setChallenge(null);
          if (failure) showFailure(failure);
        }}
      />
    );
  }

  return (
    <HookForm form={form} onSubmit={onSubmit} className="grid gap-4" aria-label={t("login.formLabel")}>
      {locked ? (
        <Alert variant="destructive">
          <Lock aria-hidden />
          <AlertTitle>{t("login.securityNotice")}</AlertTitle>
          <AlertDescription>{t("login.errors.securityNotice")}</AlertDescription>
        </Alert>
      ) : null}
      {message ? (
        <div role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-red-800">
          <p className="font-medium">{message}</p>
          {warning ? <p className="mt-1">{warning}</p> : null}
        </div>
      ) : null}
      <FormField id={`${id}-email`} label={t("fields.email")} name="email">
        <FormControl>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            disabled={locked}
            {...form.register("email")}
          />
        </FormControl>
      </FormField>
      <FormField id={`${id}-password`} label={t("fields.password")} name="password">
        <FormControl>
          <PasswordInput autoComplete="current-password" disabled={locked} {...form.register("password")} />
        </FormControl>
      </FormField>
      <div className="-mt-2 text-right">
        <Link href="/forgot-password" className="text-sm font-medium text-primary hover:underline">
          {t("login.forgotPassword")}
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={locked || isSubmitting}>
        {locked ? t("login.locked") : isSubmitting ? t("login.submitting") : t("login.submit")}
      </Button>
      {onRegister ? (
        <p className="text-center text-sm text-muted-foreground">
          {t("login.newHere")}{" "}
          <button type="button" onClick={onRegister} className="font-semibold text-primary hover:underline">
            {t("login.register")}
          </button>
        </p>
      ) : null}
    </HookForm>
  );
}
