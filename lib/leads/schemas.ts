import { z } from "zod";
import { leadCountryIds, leadLanguages } from "@/lib/config/lawyers";
import { phoneSchema } from "@/lib/profile/schema";
import { conversationSchema } from "./conversation";

export const CONSENT_REQUIRED = "Please agree to share your request with a lawyer.";

/**
 * 'Talk to a lawyer' (the /visa page and the visa chat): one schema for the dialog and the server
 * action. Consent must be given explicitly; without it nothing, conversation included, is sent.
 */
export const leadRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, "Please enter your name.")
    .max(100, "Please keep your name under 100 characters."),
  email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address.")),
  phone: phoneSchema,
  country: z.enum(leadCountryIds, "Please choose a country."),
  language: z.enum([...leadLanguages] as [string, ...string[]], "Please choose a language."),
  message: z
    .string()
    .trim()
    .min(10, "Please tell the lawyer a little more (at least 10 characters).")
    .max(2000, "Please keep your message under 2,000 characters."),
  consent: z.literal(true, CONSENT_REQUIRED),
  conversation: conversationSchema.default([]),
  source: z.enum(["visa-page", "visa-chat"]).default("visa-page"),
});
export type LeadRequestFormInput = z.input<typeof leadRequestSchema>;
export type LeadRequestInput = z.output<typeof leadRequestSchema>;

export const regenerateSummarySchema = z.object({ leadId: z.uuid("Lead not found") });
