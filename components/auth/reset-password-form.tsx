"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "@/lib/i18n/navigation";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { NewPasswordFields } from "@/components/auth/new-password-fields";
import { usePasswordPolicy } from "@/components/auth/use-password-policy";
import { Button } from "@/components/ui/button";
import { HookForm } from "@/components/ui/form";
import { toast } from "@/components/ui/toast";
import { resetPasswordAction } from "@/lib/auth/actions";
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

  return (
    <HookForm form={form} onSubmit={onSubmit} className="grid gap-4" aria-label="Choose a new password">
      <NewPasswordFields
        policy={policy}
        loaded={loaded}
        label="New password"
        ids={{ password: "reset-password", confirm: "reset-confirm" }}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Set new password"}
      </Button>
    </HookForm>
  );
}
