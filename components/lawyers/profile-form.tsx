"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/lib/i18n/navigation";
import { updateLawyerProfileAction } from "@/lib/lawyers/actions";
import type { LawyerProfileView } from "@/lib/lawyers/profile";
import {
  lawyerProfileSchema,
  type LawyerProfileFormInput,
  type LawyerProfileInput,
} from "@/lib/lawyers/schemas";
import { PracticeFields } from "./practice-fields";

// Stored countries were valid when saved; the schema re-checks them on the next save.
const toForm = (p: LawyerProfileView): LawyerProfileFormInput => ({
  displayName: p.displayName,
  bio: p.bio ?? "",
  countries: p.countries as LawyerProfileFormInput["countries"],
  languages: p.languages,
  specialities: p.specialities,
  website: p.website ?? "",
});

/** The Settings tab: the lawyer's public profile, with the schema the server parses again. */
export function LawyerProfileForm({ initial }: { initial: LawyerProfileView }) {
  const t = useTranslations("lawyer.settings.form");
  const router = useRouter();
  const form = useForm<LawyerProfileFormInput, unknown, LawyerProfileInput>({
    resolver: zodResolver(lawyerProfileSchema),
    defaultValues: toForm(initial),
  });
  const { isSubmitting, isDirty } = form.formState;

  async function onSubmit() {
    const result = await updateLawyerProfileAction(form.getValues()).catch(() => null);
    if (!result?.ok) {
      for (const [field, message] of Object.entries(result?.fieldErrors ?? {}))
        form.setError(field as keyof LawyerProfileFormInput, { message });
      return void toast.error(t("notSaved"), { description: result?.error ?? t("tryAgain") });
    }
    form.reset(toForm(result.data));
    toast.success(t("saved"));
    router.refresh();
  }

  return (
    <HookForm form={form} onSubmit={onSubmit} className="grid gap-5" aria-label={t("label")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="lawyer-name" label={t("displayName")} name="displayName">
          <FormControl>
            <Input autoComplete="name" {...form.register("displayName")} />
          </FormControl>
        </FormField>
        <FormField id="lawyer-website" label={t("website")} name="website">
          <FormControl>
            <Input type="url" inputMode="url" placeholder="https://" {...form.register("website")} />
          </FormControl>
        </FormField>
        <FormField id="lawyer-bio" label={t("bio")} hint={t("bioHint")} className="sm:col-span-2" name="bio">
          <FormControl>
            <Textarea rows={4} maxLength={600} {...form.register("bio")} />
          </FormControl>
        </FormField>
      </div>
      <PracticeFields idPrefix="lawyer" />
      <div>
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? t("saving") : t("save")}
        </Button>
      </div>
    </HookForm>
  );
}
