"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { signIn } from "next-auth/react";
import { refreshSession } from "@/components/auth/session";
import { useLoginErrorText } from "@/components/auth/use-login-error-text";
import { useEffect, useId, useState, type ComponentProps } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { decodeLoginError, type DecodedLoginError } from "@/lib/auth/login-messages";
import { recoveryLoginSchema, totpLoginSchema } from "@/lib/auth/two-factor/schemas";

/** What either form sends: the challenge with a code from the app, or with a recovery code. */
type CodeInput = { challenge: string; code?: string; recoveryCode?: string };

type StepProps = {
  challenge: string;
  onSuccess: () => void;
  /** Back to the password step, with a message (expired challenge, lock) or none (the user went back). */
  onRestart: (failure: DecodedLoginError | null) => void;
};

/**
 * The login's second step (after a right password for an account with two-factor): a code from the
 * authenticator app, or a recovery code. Same credentials provider, with the challenge instead of
 * the password; the server counts wrong codes towards the lockout.
 */
export function TwoFactorStep({ challenge, onSuccess, onRestart }: StepProps) {
  const [mode, setMode] = useState<"totp" | "recovery">("totp");
  const [message, setMessage] = useState<string | null>(null);
  const t = useTranslations("auth");
  const errorText = useLoginErrorText();

  /** Sends the second step; returns the message to show on the field, or null when the step is over. */
  async function verify(payload: CodeInput): Promise<string | null> {
    setMessage(null);
    try {
      const result = await signIn("credentials", { ...payload, redirect: false });
      if (result?.ok && !result.error) {
        await refreshSession();
        toast.success(t("login.welcomeBack"), { description: t("login.loggedIn") });
        onSuccess();
        return null;
      }
      const failure = decodeLoginError(result?.error);
      if (failure.code === "two_factor_invalid") return errorText(failure).message;
      onRestart(failure);
      return null;
    } catch {
      setMessage(t("login.errors.unexpected"));
      return null;
    }
  }

  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-3">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="grid gap-1">
          <p className="font-semibold">{t("twoFactor.title")}</p>
          <p className="text-sm text-muted-foreground">
            {mode === "totp" ? t("twoFactor.totpPrompt") : t("twoFactor.recoveryPrompt")}
          </p>
        </div>
      </div>
      {message ? (
        <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm font-medium text-red-800">
          {message}
        </p>
      ) : null}
      <CodeForm key={mode} mode={mode} challenge={challenge} verify={verify} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-primary hover:underline"
          onClick={() => setMode(mode === "totp" ? "recovery" : "totp")}
        >
          {mode === "totp" ? t("twoFactor.useRecoveryCode") : t("twoFactor.useApp")}
        </button>
        <button
          type="button"
          className="text-muted-foreground hover:text-foreground hover:underline"
          onClick={() => onRestart(null)}
        >
          {t("twoFactor.back")}
        </button>
      </div>
    </div>
  );
}

/** The two ways to answer the second step: the field each fills and how its input behaves. */
const codeForms = {
  totp: {
    schema: totpLoginSchema,
    name: "code",
    label: "codeLabel",
    input: {
      inputMode: "numeric",
      autoComplete: "one-time-code",
      maxLength: 7,
      className: "font-mono tracking-[0.3em]",
    },
  },
  recovery: {
    schema: recoveryLoginSchema,
    name: "recoveryCode",
    label: "recoveryLabel",
    input: { autoComplete: "off", autoCapitalize: "none", spellCheck: false, className: "font-mono" },
  },
} as const satisfies Record<
  string,
  {
    schema: typeof totpLoginSchema | typeof recoveryLoginSchema;
    name: "code" | "recoveryCode";
    label: "codeLabel" | "recoveryLabel";
    input: ComponentProps<typeof Input>;
  }
>;

function CodeForm({
  mode,
  challenge,
  verify,
}: {
  mode: keyof typeof codeForms;
  challenge: string;
  verify: (payload: CodeInput) => Promise<string | null>;
}) {
  const { schema, name, label, input } = codeForms[mode];
  const t = useTranslations("auth.twoFactor");
  const id = useId();
  const form = useForm<CodeInput>({
    resolver: zodResolver<CodeInput, unknown, CodeInput>(schema),
    defaultValues: { challenge, [name]: "" },
  });
  const { isSubmitting } = form.formState;
  useEffect(() => form.setFocus(name), [form, name]);

  async function onSubmit() {
    const error = await verify(form.getValues());
    if (error) {
      form.resetField(name);
      form.setError(name, { message: error }, { shouldFocus: true });
    }
  }

  return (
    <HookForm form={form} onSubmit={onSubmit} className="grid gap-4" aria-label={t("formLabel")}>
      <FormField id={`${id}-${name}`} label={t(label)} name={name}>
        <FormControl>
          <Input {...input} {...form.register(name)} />
        </FormControl>
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t("verifying") : t("verify")}
      </Button>
    </HookForm>
  );
}
