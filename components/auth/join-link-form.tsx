"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { signIn } from "next-auth/react";
import { refreshSession } from "@/components/auth/session";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { NewPasswordFields } from "@/components/auth/new-password-fields";
import { OptionalNameField } from "@/components/auth/optional-name-field";
import { usePasswordPolicy } from "@/components/auth/use-password-policy";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { joinRegisterAction } from "@/lib/auth/actions";
import { joinRegistrationSchema } from "@/lib/auth/schemas";
import { site } from "@/lib/config/site";
import type { z } from "zod";

type JoinInput = z.infer<ReturnType<typeof joinRegistrationSchema>>;

/** /join?token=…: the invited person picks a name and password; the account is created confirmed. */
export function JoinLinkForm({ token, email }: { token: string; email: string }) {
  const id = useId();
  const router = useRouter();
  const t = useTranslations("auth");
  const { policy, loaded, ruleText } = usePasswordPolicy();
  const schema = useMemo(() => joinRegistrationSchema(policy, ruleText), [policy, ruleText]);
  const form = useForm<JoinInput>({
    resolver: zodResolver(schema),
    defaultValues: { token, name: "", password: "", confirmPassword: "" },
  });
  const { isSubmitting } = form.formState;

  async function onSubmit(values: JoinInput) {
    try {
      const result = await joinRegisterAction(values);
      if (!result.ok) {
        if (result.fieldErrors?.token) {
          toast.error(t("join.invalidTitle"), { description: result.error });
          router.refresh();
          return;
        }
        form.setError("password", { message: result.error });
        toast.error(t("join.failed"), { description: result.error });
        return;
      }
      await signIn("credentials", { email, password: values.password, redirect: false });
      await refreshSession();
      toast.success(t("join.welcome", { name: site.name }), { description: t("join.ready") });
      router.push("/profile");
      router.refresh();
    } catch {
      toast.error(t("join.failed"), { description: t("join.failedDescription") });
    }
  }

  return (
    <HookForm form={form} onSubmit={onSubmit} className="grid gap-4" aria-label={t("join.formLabel")}>
      <FormField id={`${id}-email`} label={t("fields.email")}>
        <FormControl>
          <Input value={email} readOnly disabled />
        </FormControl>
      </FormField>
      <OptionalNameField />
      <NewPasswordFields policy={policy} loaded={loaded} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t("join.submitting") : t("join.submit")}
      </Button>
    </HookForm>
  );
}
