"use client";

import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import { PasswordInput } from "@/components/auth/password-input";
import { FormControl, FormField } from "@/components/ui/form";
import { passwordHint, type PasswordPolicy } from "@/lib/auth/password-policy";

/**
 * A new password and its confirmation (`password`, `confirmPassword` of the surrounding <Form>), with
 * the password policy as the hint. `kind` names them: "Password" (a new account) or "New password".
 */
export function NewPasswordFields({
  policy,
  loaded,
  kind = "password",
  ids,
}: {
  policy: PasswordPolicy;
  loaded: boolean;
  kind?: "password" | "newPassword";
  ids?: { password: string; confirm: string };
}) {
  const form = useFormContext<{ password: string; confirmPassword: string }>();
  const t = useTranslations("auth.fields");
  const hintText = useTranslations("auth.passwordHint");
  const hint = loaded ? passwordHint(policy, hintText) : t("passwordRulesLoading");
  return (
    <>
      <FormField id={ids?.password} label={t(kind)} hint={hint} name="password">
        <FormControl>
          <PasswordInput autoComplete="new-password" {...form.register("password")} />
        </FormControl>
      </FormField>
      <FormField
        id={ids?.confirm}
        label={t(kind === "password" ? "confirmPassword" : "confirmNewPassword")}
        name="confirmPassword"
      >
        <FormControl>
          <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormControl>
      </FormField>
    </>
  );
}
