"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Lock } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";
import { signIn } from "next-auth/react";
import { refreshSession } from "@/components/auth/session";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { PasswordInput } from "@/components/auth/password-input";
import { TwoFactorStep } from "@/components/auth/two-factor-step";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { decodeLoginError, loginMessages, type DecodedLoginError } from "@/lib/auth/login-messages";
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
        toast.success("Welcome back!", { description: "You are now logged in." });
        onSuccess();
        return;
      }
      const failure = decodeLoginError(result?.error);
      form.resetField("password");
      if (failure.challenge) return void setChallenge(failure.challenge);
      showFailure(failure);
    } catch {
      setMessage(loginMessages.unexpected);
      toast.error("Login failed", { description: loginMessages.unexpected });
    }
  }

  function showFailure(failure: DecodedLoginError) {
    setMessage(failure.message);
    setWarning(failure.warning ?? null);
    if (failure.locked) {
      setLockSeconds(failure.retryAfterSeconds ?? 900);
    } else if (failure.code === "ip_blocked" || failure.code === "rate_limited") {
      toast.error("Login blocked", { description: failure.message });
    } else {
      toast.error("Login failed", { description: failure.message });
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
    <HookForm form={form} onSubmit={onSubmit} className="grid gap-4" aria-label="Log in">
      {locked ? (
        <Alert variant="destructive">
          <Lock aria-hidden />
          <AlertTitle>Security Notice</AlertTitle>
          <AlertDescription>{loginMessages.securityNotice}</AlertDescription>
        </Alert>
      ) : null}
      {message ? (
        <div role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-red-800">
          <p className="font-medium">{message}</p>
          {warning ? <p className="mt-1">{warning}</p> : null}
        </div>
      ) : null}
      <FormField id={`${id}-email`} label="Email" name="email">
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
      <FormField id={`${id}-password`} label="Password" name="password">
        <FormControl>
          <PasswordInput autoComplete="current-password" disabled={locked} {...form.register("password")} />
        </FormControl>
      </FormField>
      <div className="-mt-2 text-right">
        <Link href="/forgot-password" className="text-sm font-medium text-primary hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={locked || isSubmitting}>
        {locked ? "Account Locked" : isSubmitting ? "Logging in..." : "Log in"}
      </Button>
      {onRegister ? (
        <p className="text-center text-sm text-muted-foreground">
          New here?{" "}
          <button type="button" onClick={onRegister} className="font-semibold text-primary hover:underline">
            Register and subscribe
          </button>
        </p>
      ) : null}
    </HookForm>
  );
}
