"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { countryLabel, languageLabel } from "@/components/lawyers/options";
import { Input, inputClassName, Textarea } from "@/components/ui/input";
import { leadCountries, leadLanguages } from "@/lib/config/lawyers";
import type { LeadMessage } from "@/lib/leads/conversation";
import { requestLawyerAction } from "@/lib/leads/actions";
import { leadRequestSchema, type LeadRequestFormInput, type LeadRequestInput } from "@/lib/leads/schemas";

export type LeadPrefill = Partial<
  Pick<LeadRequestFormInput, "name" | "email" | "country" | "language" | "message">
>;

/**
 * The 'Talk to a lawyer' request. Nothing is sent without the consent box ticked; from the visa chat
 * the last messages travel with the request, and the consent text says so.
 */
export function LawyerRequestForm({
  prefill = {},
  conversation = [],
  source,
  onSent,
}: {
  prefill?: LeadPrefill;
  conversation?: LeadMessage[];
  source: "visa-page" | "visa-chat";
  onSent: () => void;
}) {
  const form = useForm<LeadRequestFormInput, unknown, LeadRequestInput>({
    resolver: zodResolver(leadRequestSchema),
    defaultValues: {
      name: prefill.name ?? "",
      email: prefill.email ?? "",
      phone: "",
      country: prefill.country,
      language: prefill.language ?? "English",
      message: prefill.message ?? "",
      conversation,
      source,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const t = useTranslations("lawyer");
  const validation = useTranslations("validation");
  // The consent box sits outside FormField: its schema message is a `validation` key too.
  const consentError =
    errors.consent?.message && validation.has(errors.consent.message as never)
      ? validation(errors.consent.message as never)
      : errors.consent?.message;

  async function onSubmit() {
    const result = await requestLawyerAction(form.getValues()).catch(() => null);
    if (!result?.ok) {
      for (const [field, message] of Object.entries(result?.fieldErrors ?? {}))
        form.setError(field as keyof LeadRequestFormInput, { message });
      form.setError("root", { message: result?.error ?? t("request.failed") });
      return;
    }
    onSent();
  }

  return (
    <HookForm form={form} onSubmit={onSubmit} className="grid gap-4" aria-label={t("request.formLabel")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="lead-name" label={t("request.name")} name="name">
          <FormControl>
            <Input autoComplete="name" {...form.register("name")} />
          </FormControl>
        </FormField>
        <FormField id="lead-email" label={t("request.email")} name="email">
          <FormControl>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </FormControl>
        </FormField>
        <FormField
          id="lead-phone"
          label={t("request.phone")}
          hint={t("request.phoneHint")}
          name="phone"
          className="sm:col-span-2"
        >
          <FormControl>
            <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register("phone")} />
          </FormControl>
        </FormField>
        <FormField id="lead-country" label={t("request.country")} name="country">
          <FormControl>
            <select className={inputClassName} {...form.register("country")}>
              <option value="">{t("request.chooseCountry")}</option>
              {leadCountries.map((c) => (
                <option key={c.id} value={c.id}>
                  {countryLabel(t, c.id, c.name)}
                </option>
              ))}
            </select>
          </FormControl>
        </FormField>
        <FormField id="lead-language" label={t("request.language")} name="language">
          <FormControl>
            <select className={inputClassName} {...form.register("language")}>
              {leadLanguages.map((l) => (
                <option key={l} value={l}>
                  {languageLabel(t, l)}
                </option>
              ))}
            </select>
          </FormControl>
        </FormField>
      </div>
      <FormField id="lead-message" label={t("request.message")} name="message">
        <FormControl>
          <Textarea rows={4} maxLength={2000} {...form.register("message")} />
        </FormControl>
      </FormField>
      <div className="grid gap-1.5">
        <label htmlFor="lead-consent" className="flex items-start gap-3 text-sm">
          <input
            id="lead-consent"
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            {...form.register("consent")}
          />
          <span>{t("request.consent", { count: conversation.length })}</span>
        </label>
        {consentError ? (
          <p id="lead-consent-error" role="alert" className="text-sm font-medium text-destructive">
            {consentError}
          </p>
        ) : null}
      </div>
      {errors.root?.message ? (
        <p role="alert" className="rounded-lg bg-destructive-soft p-3 text-sm font-medium text-red-800">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("request.sending") : t("request.send")}
      </Button>
      <p className="text-xs text-muted-foreground">{t("request.fees")}</p>
    </HookForm>
  );
}
