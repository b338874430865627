"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
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
  const t = useTranslations("auth");
  const { policy, loaded, ruleText } = usePasswordPolicy();
  const schema = useMemo(() => resetPasswordSchema(policy, ruleText), [policy, ruleText]);
  const form = useForm<Input>({
    resolver: zodResolver(schema),
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const { isSubmitting } = form.formState;

  async function onSubmit(values: Input) {
    const result = await resetPasswordAction(values).catch(() => null);
    if (!result) return void toast.error(t("failure.error"), { description: t("failure.unexpectedRetry") });
    if (!result.ok) {
      form.setError("password", { message: result.error });
      return void toast.error(t("reset.notChanged"), { description: result.error });
    }
    toast.success(t("reset.changed"), { description: t("reset.changedDescription") });
    router.push("/join");
  }

  return (
    <HookForm form={form} onSubmit={onSubmit} className="grid gap-4" aria-label={t("reset.formLabel")}>
      <NewPasswordFields
        policy={policy}
        loaded={loaded}
        kind="newPassword"
        ids={{ password: "reset-password", confirm: "reset-confirm" }}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t("reset.saving") : t("reset.submit")}
      </Button>
    </HookForm>
  );
}
