"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { NewPasswordFields } from "@/components/auth/new-password-fields";
import { PasswordInput } from "@/components/auth/password-input";
import { usePasswordPolicy } from "@/components/auth/use-password-policy";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { toast } from "@/components/ui/toast";
import { changePasswordAction } from "@/lib/auth/actions";
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
  const { isSubmitting } = form.formState;

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

  return (
    <HookForm form={form} onSubmit={onSubmit} className="grid max-w-md gap-4" aria-label="Change password">
      <FormField id="current-password" label="Current password" name="currentPassword">
        <FormControl>
          <PasswordInput autoComplete="current-password" {...form.register("currentPassword")} />
        </FormControl>
      </FormField>
      <NewPasswordFields
        policy={policy}
        loaded={loaded}
        label="New password"
        ids={{ password: "new-password", confirm: "confirm-new-password" }}
      />
      <Button type="submit" className="w-fit" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Change password"}
      </Button>
    </HookForm>
  );
}
