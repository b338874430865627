import { z } from "zod";
import { subscribeSchema } from "@/lib/billing/schemas";
import { creditPackCodes, lawyerSpecialities, leadCountryIds, leadLanguages } from "@/lib/config/lawyers";
import { phoneSchema } from "@/lib/profile/schema";

/** A bio of at most 600 characters; empty text is saved as null. */
const bio = z
  .string()
  .trim()
  .max(600, "lawyer.bioTooLong")
  .transform((value) => (value === "" ? null : value));

const website = z
  .string()
  .trim()
  .max(200, "lawyer.websiteTooLong")
  .refine((value) => value === "" || isWebAddress(value), "lawyer.websiteInvalid")
  .transform((value) => (value === "" ? null : value));

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

// Checkbox groups: at least one choice, each one of the listed options, no duplicates.
const choices = <T extends string>(options: readonly [T, ...T[]], message: string) =>
  z
    .array(z.enum(options))
    .min(1, message)
    .transform((values) => [...new Set(values)]);

const countries = choices(leadCountryIds, "lawyer.countriesRequired");
const languages = choices([...leadLanguages] as [string, ...string[]], "lawyer.languagesRequired");
const specialities = choices([...lawyerSpecialities] as [string, ...string[]], "lawyer.specialitiesRequired");

/** /lawyer/apply: what an immigration lawyer tells us to be reviewed. */
export const applicationSchema = z.object({
  fullName: z.string().trim().min(2, "lawyer.fullNameRequired").max(100, "lawyer.nameTooLong"),
  barRegistration: z
    .string()
    .trim()
    .min(3, "lawyer.barRegistrationRequired")
    .max(60, "lawyer.barRegistrationTooLong"),
  countries,
  languages,
  specialities,
  contactEmail: z.string().trim().toLowerCase().pipe(z.email("lawyer.emailInvalid")),
  contactPhone: phoneSchema,
  website,
  bio,
});
export type ApplicationFormInput = z.input<typeof applicationSchema>;
export type ApplicationInput = z.output<typeof applicationSchema>;

/** The Settings tab: the lawyer's public profile. */
export const lawyerProfileSchema = z.object({
  displayName: z.string().trim().min(2, "lawyer.displayNameRequired").max(100, "lawyer.nameTooLong"),
  bio,
  countries,
  languages,
  specialities,
  website,
});
export type LawyerProfileFormInput = z.input<typeof lawyerProfileSchema>;
export type LawyerProfileInput = z.output<typeof lawyerProfileSchema>;

export const applicationIdSchema = z.object({ applicationId: z.uuid("Application not found") });
/** `credits`: what the confirmation dialog told the lawyer the unlock costs (0 under premium, else 1). */
export const unlockLeadSchema = z.object({
  leadId: z.uuid("Lead not found"),
  credits: z.union([z.literal(0), z.literal(1)]).optional(),
});

/** What the credit pack form sends: the pack and the card, encrypted in the browser like the checkout's. */
export const creditPurchaseSchema = subscribeSchema.omit({ planCode: true }).extend({
  packCode: z.enum(creditPackCodes, "Please choose a credit pack."),
});
export type CreditPurchaseInput = z.infer<typeof creditPurchaseSchema>;

/** Marketplace query (?country=&language=&page=): anything unknown is ignored, not an error. */
export const marketplaceQuerySchema = z.object({
  country: z.enum(leadCountryIds).optional().catch(undefined),
  language: z
    .enum([...leadLanguages] as [string, ...string[]])
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type MarketplaceQuery = z.infer<typeof marketplaceQuerySchema>;
