"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "@/lib/i18n/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { submitApplicationAction } from "@/lib/lawyers/actions";
import { applicationSchema, type ApplicationFormInput, type ApplicationInput } from "@/lib/lawyers/schemas";
import { PracticeFields } from "./practice-fields";

/** /lawyer/apply: the application an admin reviews. The server parses the same schema again. */
export function ApplicationForm({ defaults }: { defaults: { fullName: string; contactEmail: string } }) {
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
      return void toast.error("Application not sent", { description: result?.error ?? "Please try again." });
    }
    toast.success("Application received", { description: "We'll review it and email you." });
    router.refresh();
  }

  return (
    <HookForm form={form} onSubmit={onSubmit} className="grid gap-5" aria-label="Lawyer application">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="apply-name" label="Full name" name="fullName">
          <FormControl>
            <Input autoComplete="name" {...form.register("fullName")} />
          </FormControl>
        </FormField>
        <FormField
          id="apply-bar"
          label="Bar registration number"
          hint="As issued by your bar association or licensing body"
          name="barRegistration"
        >
          <FormControl>
            <Input {...form.register("barRegistration")} />
          </FormControl>
        </FormField>
      </div>
      <PracticeFields idPrefix="apply" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="apply-email" label="Contact email" name="contactEmail">
          <FormControl>
            <Input type="email" autoComplete="email" {...form.register("contactEmail")} />
          </FormControl>
        </FormField>
        <FormField
          id="apply-phone"
          label="Contact phone (optional)"
          hint="Include your country code, e.g. +57 300 123 4567"
          name="contactPhone"
        >
          <FormControl>
            <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register("contactPhone")} />
          </FormControl>
        </FormField>
        <FormField id="apply-website" label="Website (optional)" className="sm:col-span-2" name="website">
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
        <FormField
          id="apply-bio"
          label="Short bio (optional)"
          hint="What you help nomads with, in a few sentences (600 characters at most)"
          className="sm:col-span-2"
          name="bio"
        >
          <FormControl>
            <Textarea rows={4} maxLength={600} {...form.register("bio")} />
          </FormControl>
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Sending..." : "Submit application"}
        </Button>
        <p className="text-sm text-muted-foreground">
          An admin checks your registration before you receive leads.
        </p>
      </div>
    </HookForm>
  );
}
