"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { createJoinLinkAction } from "@/lib/admin/actions";
import { createJoinLinkSchema, type CreateJoinLinkInput } from "@/lib/admin/schemas";

/** Admin: email someone a join link with a plan. */
export function JoinLinkInviteForm() {
  const form = useForm<CreateJoinLinkInput>({ resolver: zodResolver(createJoinLinkSchema), defaultValues: { email: "", planCode: "basic" } });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: CreateJoinLinkInput) {
    const result = await createJoinLinkAction(values).catch(() => null);
    if (!result?.ok) return void toast.error("Join link not sent", { description: result?.error ?? "An unexpected error occurred" });
    toast.success("Join link sent", { description: `${result.data.email} can register until ${new Date(result.data.expiresAt).toLocaleDateString("en-US", { dateStyle: "medium" })}.` });
    form.reset();
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-start" aria-label="Create a join link">
      <FormField id="invite-email" label="Email" error={errors.email?.message}>
        <Input id="invite-email" type="email" aria-invalid={errors.email ? true : undefined} aria-describedby={describedBy("invite-email", { error: errors.email })} {...form.register("email")} />
      </FormField>
      <FormField id="invite-plan" label="Plan code" error={errors.planCode?.message}>
        <Input id="invite-plan" aria-invalid={errors.planCode ? true : undefined} {...form.register("planCode")} />
      </FormField>
      <Button type="submit" className="sm:mt-7" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send join link"}
      </Button>
    </form>
  );
}
