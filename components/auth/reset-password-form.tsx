"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { PasswordInput } from "@/components/auth/password-input";
import { usePasswordPolicy } from "@/components/auth/use-password-policy";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField } from "@/components/ui/form";
import { toast } from "@/components/ui/toast";
import { resetPasswordAction } from "@/lib/auth/actions";
import { passwordHint } from "@/lib/auth/password-policy";
import { resetPasswordSchema } from "@/lib/auth/schemas";

type Input = z.infer<ReturnType<typeof resetPasswordSchema>>;

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const { policy, loaded } = usePasswordPolicy();
  const schema = useMemo(() => resetPasswordSchema(policy), [policy]);
  const form = useForm<Input>({
    resolver: zodResolver(schema),
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const { isSubmitting } = form.formState;

  async function onSubmit(values: Input) {
    const result = await resetPasswordAction(values).catch(() => null);
    if (!result)
      return void toast.error("Error", { description: "An unexpected error occurred. Please try again." });
    if (!result.ok) {
      form.setError("password", { message: result.error });
      return void toast.error("Password not changed", { description: result.error });
    }
    toast.success("Password changed", { description: "You can now log in with your new password." });
    router.push("/join");
  }

  const hint = loaded ? passwordHint(policy) : "Loading password requirements...";
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        className="grid gap-4"
        aria-label="Choose a new password"
      >
        <FormField id="reset-password" label="New password" hint={hint} name="password">
          <FormControl>
            <PasswordInput autoComplete="new-password" {...form.register("password")} />
          </FormControl>
        </FormField>
        <FormField id="reset-confirm" label="Confirm new password" name="confirmPassword">
          <FormControl>
            <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
          </FormControl>
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Set new password"}
        </Button>
      </form>
    </Form>
  );
}
