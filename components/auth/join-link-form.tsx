"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { refreshSession } from "@/components/auth/session";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { PasswordInput } from "@/components/auth/password-input";
import { usePasswordPolicy } from "@/components/auth/use-password-policy";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { joinRegisterAction } from "@/lib/auth/actions";
import { passwordHint } from "@/lib/auth/password-policy";
import { joinRegistrationSchema } from "@/lib/auth/schemas";
import type { z } from "zod";

type JoinInput = z.infer<ReturnType<typeof joinRegistrationSchema>>;

/** /join?token=…: the invited person picks a name and password; the account is created confirmed. */
export function JoinLinkForm({ token, email }: { token: string; email: string }) {
  const id = useId();
  const router = useRouter();
  const { policy, loaded } = usePasswordPolicy();
  const schema = useMemo(() => joinRegistrationSchema(policy), [policy]);
  const form = useForm<JoinInput>({
    resolver: zodResolver(schema),
    defaultValues: { token, name: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: JoinInput) {
    try {
      const result = await joinRegisterAction(values);
      if (!result.ok) {
        if (result.fieldErrors?.token) {
          toast.error("Link Invalid", { description: result.error });
          router.refresh();
          return;
        }
        form.setError("password", { message: result.error });
        toast.error("Registration Failed", { description: result.error });
        return;
      }
      await signIn("credentials", { email, password: values.password, redirect: false });
      await refreshSession();
      toast.success("Welcome to Latitud!", { description: "Your account is ready." });
      router.push("/profile");
      router.refresh();
    } catch {
      toast.error("Registration Failed", {
        description: "We couldn't create your account. Please try again.",
      });
    }
  }

  const hint = loaded ? passwordHint(policy) : "Loading password requirements...";
  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      className="grid gap-4"
      aria-label="Create your account"
    >
      <FormField id={`${id}-email`} label="Email">
        <Input id={`${id}-email`} value={email} readOnly disabled />
      </FormField>
      <FormField
        id={`${id}-name`}
        label={
          <>
            Name <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        error={errors.name?.message}
      >
        <Input id={`${id}-name`} autoComplete="name" {...form.register("name")} />
      </FormField>
      <FormField id={`${id}-password`} label="Password" hint={hint} error={errors.password?.message}>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy(`${id}-password`, { hint, error: errors.password })}
          {...form.register("password")}
        />
      </FormField>
      <FormField id={`${id}-confirm`} label="Confirm password" error={errors.confirmPassword?.message}>
        <PasswordInput
          id={`${id}-confirm`}
          autoComplete="new-password"
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby={describedBy(`${id}-confirm`, { error: errors.confirmPassword })}
          {...form.register("confirmPassword")}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Creating account..." : "Create my account"}
      </Button>
    </form>
  );
}
