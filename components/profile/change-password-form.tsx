"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { PasswordInput } from "@/components/auth/password-input";
import { usePasswordPolicy } from "@/components/auth/use-password-policy";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { toast } from "@/components/ui/toast";
import { changePasswordAction } from "@/lib/auth/actions";
import { passwordHint } from "@/lib/auth/password-policy";
import { changePasswordSchema } from "@/lib/auth/schemas";

type Input = z.infer<ReturnType<typeof changePasswordSchema>>;

/** Change password: ends every other session on success. */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { policy, loaded } = usePasswordPolicy();
  const schema = useMemo(() => changePasswordSchema(policy), [policy]);
  const form = useForm<Input>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: Input) {
    const result = await changePasswordAction(values).catch(() => null);
    if (!result) return void toast.error("Error", { description: "An unexpected error occurred" });
    if (!result.ok) {
      const field = (Object.keys(result.fieldErrors ?? {})[0] as keyof Input | undefined) ?? "password";
      form.setError(field, { message: result.error });
      return void toast.error("Password not changed", { description: result.error });
    }
    form.reset();
    toast.success("Password changed", { description: "Your other sessions have been signed out." });
    onChanged?.();
  }

  const hint = loaded ? passwordHint(policy) : "Loading password requirements...";
  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      className="grid max-w-md gap-4"
      aria-label="Change password"
    >
      <FormField id="current-password" label="Current password" error={errors.currentPassword?.message}>
        <PasswordInput
          id="current-password"
          autoComplete="current-password"
          aria-invalid={errors.currentPassword ? true : undefined}
          aria-describedby={describedBy("current-password", { error: errors.currentPassword })}
          {...form.register("currentPassword")}
        />
      </FormField>
      <FormField id="new-password" label="New password" hint={hint} error={errors.password?.message}>
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy("new-password", { hint, error: errors.password })}
          {...form.register("password")}
        />
      </FormField>
      <FormField
        id="confirm-new-password"
        label="Confirm new password"
        error={errors.confirmPassword?.message}
      >
        <PasswordInput
          id="confirm-new-password"
          autoComplete="new-password"
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby={describedBy("confirm-new-password", { error: errors.confirmPassword })}
          {...form.register("confirmPassword")}
        />
      </FormField>
      <Button type="submit" className="w-fit" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Change password"}
      </Button>
    </form>
  );
}
