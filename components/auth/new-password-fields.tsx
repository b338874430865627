"use client";

import { useFormContext } from "react-hook-form";
import { PasswordInput } from "@/components/auth/password-input";
import { FormControl, FormField } from "@/components/ui/form";
import { passwordHint, type PasswordPolicy } from "@/lib/auth/password-policy";

/**
 * A new password and its confirmation (`password`, `confirmPassword` of the surrounding <Form>), with
 * the password policy as the hint. `label` names the first ("New password"); the second confirms it.
 */
export function NewPasswordFields({
  policy,
  loaded,
  label = "Password",
  ids,
}: {
  policy: PasswordPolicy;
  loaded: boolean;
  label?: string;
  ids?: { password: string; confirm: string };
}) {
  const form = useFormContext<{ password: string; confirmPassword: string }>();
  const hint = loaded ? passwordHint(policy) : "Loading password requirements...";
  return (
    <>
      <FormField id={ids?.password} label={label} hint={hint} name="password">
        <FormControl>
          <PasswordInput autoComplete="new-password" {...form.register("password")} />
        </FormControl>
      </FormField>
      <FormField id={ids?.confirm} label={`Confirm ${label.toLowerCase()}`} name="confirmPassword">
        <FormControl>
          <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormControl>
      </FormField>
    </>
  );
}
