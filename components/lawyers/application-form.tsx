"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/lib/i18n/navigation";
import { submitApplicationAction } from "@/lib/lawyers/actions";
import { applicationSchema, type ApplicationFormInput, type ApplicationInput } from "@/lib/lawyers/schemas";
import { PracticeFields } from "./practice-fields";

/** /lawyer/apply: the application an admin reviews. The server parses the same schema again. */
export function ApplicationForm({ defaults }: { defaults: { fullName: string; contactEmail: string } }) {
  const t = useTranslations("lawyer.applicationForm");
  const router = useRouter();
  const form = useForm<ApplicationFormInput, unknown, ApplicationInput>({
    resolver: zodResolver(applicationSchema),
    defaultValues: {
      fullName: defaults.fullName,
      barRegistration: "",
      countries: [],
      languages: [],
      specialities: [],
      contactEmail: defaults.contactEmail,
      contactPhone: "",
      website: "",
      bio: "",
    },
  });
  const { isSubmitting } = form.formState;

  async function onSubmit() {
    const result = await submitApplicationAction(form.getValues()).catch(() => null);
    if (!result?.ok) {
      for (const [field, message] of Object.entries(result?.fieldErrors ?? {}))
        form.setError(field as keyof ApplicationFormInput, { message });
      return void toast.error(t("notSent"), { description: result?.error ?? t("tryAgain") });
    }
    toast.success(t("received"), { description: t("receivedDescription") });
    router.refresh();
  }

  return (
    <HookForm form={form} onSubmit={onSubmit} className="grid gap-5" aria-label={t("label")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="apply-name" label={t("fullName")} name="fullName">
          <FormControl>
            <Input autoComplete="name" {...form.register("fullName")} />
          </FormControl>
        </FormField>
        <FormField
          id="apply-bar"
          label={t("barRegistration")}
          hint={t("barRegistrationHint")}
          name="barRegistration"
        >
          <FormControl>
            <Input {...form.register("barRegistration")} />
          </FormControl>
        </FormField>
      </div>
      <PracticeFields idPrefix="apply" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="apply-email" label={t("contactEmail")} name="contactEmail">
          <FormControl>
            <Input type="email" autoComplete="email" {...form.register("contactEmail")} />
          </FormControl>
        </FormField>
        <FormField
          id="apply-phone"
          label={t("contactPhone")}
          hint={t("contactPhoneHint")}
          name="contactPhone"
        >
          <FormControl>
            <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register("contactPhone")} />
          </FormControl>
        </FormField>
        <FormField id="apply-website" label={t("website")} className="sm:col-span-2" name="website">
          <FormControl>
            <Input
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              {...form.register("website")}
            />
          </FormControl>
        </FormField>
        <FormField id="apply-bio" label={t("bio")} hint={t("bioHint")} className="sm:col-span-2" name="bio">
          <FormControl>
            <Textarea rows={4} maxLength={600} {...form.register("bio")} />
          </FormControl>
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t("sending") : t("submit")}
        </Button>
        <p className="text-sm text-muted-foreground">{t("note")}</p>
      </div>
    </HookForm>
  );
}
