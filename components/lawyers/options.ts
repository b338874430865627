import { lawyerSpecialities, leadCountries, leadLanguages } from "@/lib/config/lawyers";

/** The option lists of the lawyer forms, as CheckboxGroup options. */
export const countryOptions = leadCountries.map((c) => ({ value: c.id, label: c.name }));
export const languageOptions = leadLanguages.map((l) => ({ value: l, label: l }));
export const specialityOptions = lawyerSpecialities.map((s) => ({ value: s, label: s }));
