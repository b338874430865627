"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
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
  const t = useTranslations("profile.password");
  const failure = useTranslations("profile.failure");
  const { policy, loaded, ruleText } = usePasswordPolicy();
  const schema = useMemo(() => changePasswordSchema(policy, ruleText), [policy, ruleText]);
  const form = useForm<Input>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
  });
  const { isSubmitting } = form.formState;

  async function onSubmit(values: Input) {
    const result = await changePasswordAction(values).catch(() => null);
    if (!result) return void toast.error(failure("error"), { description: failure("unexpected") });
    if (!result.ok) {
      const field = (Object.keys(result.fieldErrors ?? {})[0] as keyof Input | undefined) ?? "password";
      form.setError(field, { message: result.error });
      return void toast.error(t("notChanged"), { description: result.error });
    }
    form.reset();
    toast.success(t("changed"), { description: t("changedDescription") });
    onChanged?.();
  }

  return (
    <HookForm form={form} onSubmit={onSubmit} className="grid max-w-md gap-4" aria-label={t("formLabel")}>
      <FormField id="current-password" label={t("current")} name="currentPassword">
        <FormControl>
          <PasswordInput autoComplete="current-password" {...form.register("currentPassword")} />
        </FormControl>
      </FormField>
      <NewPasswordFields
        policy={policy}
        loaded={loaded}
        kind="newPassword"
        ids={{ password: "new-password", confirm: "confirm-new-password" }}
      />
      <Button type="submit" className="w-fit" disabled={isSubmitting}>
        {isSubmitting ? t("saving") : t("submit")}
      </Button>
    </HookForm>
  );
}
