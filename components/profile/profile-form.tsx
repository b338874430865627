"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { refreshSession } from "@/components/auth/session";
import { useRouter } from "@/lib/i18n/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { updateProfileAction } from "@/lib/profile/actions";
import { profileSchema, type ProfileFormInput, type ProfileFormOutput } from "@/lib/profile/schema";

/** Personal information. Empty fields are saved as empty (null). */
export function ProfileForm({
  email,
  initial,
}: {
  email: string;
  initial: { fullName: string | null; occupation: string | null; phoneNumber: string | null };
}) {
  const router = useRouter();
  const t = useTranslations("profile.form");
  const failure = useTranslations("profile.failure");
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      fullName: initial.fullName ?? "",
      occupation: initial.occupation ?? "",
      phoneNumber: initial.phoneNumber ?? "",
    },
  });
  const { isSubmitting, isDirty } = form.formState;

  // The form validated with the shared schema; the server parses the same raw values again.
  async function onSubmit() {
    const result = await updateProfileAction(form.getValues()).catch(() => null);
    if (!result?.ok) {
      for (const [field, message] of Object.entries(result?.fieldErrors ?? {}))
        form.setError(field as keyof ProfileFormInput, { message });
      return void toast.error(failure("updateFailed"), { description: result?.error ?? t("notSaved") });
    }
    form.reset({
      fullName: result.data.fullName ?? "",
      occupation: result.data.occupation ?? "",
      phoneNumber: result.data.phoneNumber ?? "",
    });
    toast.success(t("updated"));
    await refreshSession();
    router.refresh();
  }

  return (
    <HookForm
      form={form}
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-2"
      aria-label={t("formLabel")}
    >
      <FormField id="profile-name" label={t("fullName")} name="fullName">
        <FormControl>
          <Input autoComplete="name" {...form.register("fullName")} />
        </FormControl>
      </FormField>
      <FormField id="profile-occupation" label={t("occupation")} name="occupation">
        <FormControl>
          <Input autoComplete="organization-title" {...form.register("occupation")} />
        </FormControl>
      </FormField>
      <FormField id="profile-phone" label={t("phone")} hint={t("phoneHint")} name="phoneNumber">
        <FormControl>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register("phoneNumber")} />
        </FormControl>
      </FormField>
      <FormField id="profile-email" label={t("email")} hint={t("emailHint")}>
        <FormControl>
          <Input value={email} readOnly aria-readonly className="bg-muted" />
        </FormControl>
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? t("saving") : t("save")}
        </Button>
      </div>
    </HookForm>
  );
}
