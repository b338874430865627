"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { refreshSession } from "@/components/auth/session";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { updateProfileAction } from "@/lib/profile/actions";
import { profileSchema, type ProfileFormInput, type ProfileFormOutput } from "@/lib/profile/schema";

/** Personal information (spec 2 §5). Empty fields are saved as empty (null). */
export function ProfileForm({
  email,
  initial,
}: {
  email: string;
  initial: { fullName: string | null; occupation: string | null; phoneNumber: string | null };
}) {
  const router = useRouter();
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      fullName: initial.fullName ?? "",
      occupation: initial.occupation ?? "",
      phoneNumber: initial.phoneNumber ?? "",
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  // The form validated with the shared schema; the server parses the same raw values again.
  async function onSubmit() {
    const result = await updateProfileAction(form.getValues()).catch(() => null);
    if (!result?.ok) {
      for (const [field, message] of Object.entries(result?.fieldErrors ?? {}))
        form.setError(field as keyof ProfileFormInput, { message });
      return void toast.error("Update failed", {
        description: result?.error ?? "Your profile could not be saved. Please try again.",
      });
    }
    form.reset({
      fullName: result.data.fullName ?? "",
      occupation: result.data.occupation ?? "",
      phoneNumber: result.data.phoneNumber ?? "",
    });
    toast.success("Profile updated");
    await refreshSession();
    router.refresh();
  }

  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label="Personal information"
    >
      <FormField id="profile-name" label="Full name" error={errors.fullName?.message}>
        <Input
          id="profile-name"
          autoComplete="name"
          aria-invalid={errors.fullName ? true : undefined}
          aria-describedby={describedBy("profile-name", { error: errors.fullName })}
          {...form.register("fullName")}
        />
      </FormField>
      <FormField id="profile-occupation" label="Occupation" error={errors.occupation?.message}>
        <Input
          id="profile-occupation"
          autoComplete="organization-title"
          aria-invalid={errors.occupation ? true : undefined}
          aria-describedby={describedBy("profile-occupation", { error: errors.occupation })}
          {...form.register("occupation")}
        />
      </FormField>
      <FormField
        id="profile-phone"
        label="Phone"
        hint="Include your country code, e.g. +57 300 123 4567"
        error={errors.phoneNumber?.message}
      >
        <Input
          id="profile-phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          aria-invalid={errors.phoneNumber ? true : undefined}
          aria-describedby={describedBy("profile-phone", { hint: true, error: errors.phoneNumber })}
          {...form.register("phoneNumber")}
        />
      </FormField>
      <FormField id="profile-email" label="Email" hint="Email cannot be changed">
        <Input
          id="profile-email"
          value={email}
          readOnly
          aria-readonly
          aria-describedby="profile-email-hint"
          className="bg-muted"
        />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? "Saving..." : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
