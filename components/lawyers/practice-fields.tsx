"use client";

import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import { CheckboxGroup } from "./checkbox-group";
import { practiceOptions } from "./options";

type PracticeInput = { countries: string[]; languages: string[]; specialities: string[] };

/** Where and in what a lawyer practises: the three checkbox groups of the application and the profile. */
export function PracticeFields({ idPrefix }: { idPrefix: string }) {
  const t = useTranslations("lawyer");
  const validation = useTranslations("validation");
  const form = useFormContext<PracticeInput>();
  const { errors } = form.formState;
  const options = practiceOptions(t);
  // Schemas name their messages by `validation` key; a server's answer comes already translated.
  const error = (message?: string) =>
    message && validation.has(message as never) ? validation(message as never) : message;
  return (
    <>
      <CheckboxGroup
        id={`${idPrefix}-countries`}
        legend={t("practice.countries")}
        options={options.countries}
        registration={form.register("countries")}
        error={error(errors.countries?.message)}
      />
      <CheckboxGroup
        id={`${idPrefix}-languages`}
        legend={t("practice.languages")}
        options={options.languages}
        registration={form.register("languages")}
        error={error(errors.languages?.message)}
        columns="sm:grid-cols-4"
      />
      <CheckboxGroup
        id={`${idPrefix}-specialities`}
        legend={t("practice.specialities")}
        options={options.specialities}
        registration={form.register("specialities")}
        error={error(errors.specialities?.message)}
      />
    </>
  );
}
