"use client";

import { useFormContext } from "react-hook-form";
import { CheckboxGroup } from "./checkbox-group";
import { countryOptions, languageOptions, specialityOptions } from "./options";

type PracticeInput = { countries: string[]; languages: string[]; specialities: string[] };

/** Where and in what a lawyer practises: the three checkbox groups of the application and the profile. */
export function PracticeFields({ idPrefix }: { idPrefix: string }) {
  const form = useFormContext<PracticeInput>();
  const { errors } = form.formState;
  return (
    <>
      <CheckboxGroup
        id={`${idPrefix}-countries`}
        legend="Countries you practise in"
        options={countryOptions}
        registration={form.register("countries")}
        error={errors.countries?.message}
      />
      <CheckboxGroup
        id={`${idPrefix}-languages`}
        legend="Languages you work in"
        options={languageOptions}
        registration={form.register("languages")}
        error={errors.languages?.message}
        columns="sm:grid-cols-4"
      />
      <CheckboxGroup
        id={`${idPrefix}-specialities`}
        legend="Specialities"
        options={specialityOptions}
        registration={form.register("specialities")}
        error={errors.specialities?.message}
      />
    </>
  );
}
