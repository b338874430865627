import { z } from "zod";
import { leadCountryIds, leadLanguages } from "@/lib/config/lawyers";
import { phoneSchema } from "@/lib/profile/schema";
import { conversationSchema } from "./conversation";

export const CONSENT_REQUIRED = "lawyer.consentRequired";

/**
 * 'Talk to a lawyer' (the /visa page and the visa chat): one schema for the dialog and the server
 * action. Consent must be given explicitly; without it nothing, conversation included, is sent.
 */
export const leadRequestSchema = z.object({
  name: z.string().trim().min(2, "lawyer.nameRequired").max(100, "lawyer.nameTooLong"),
  email: z.string().trim().toLowerCase().pipe(z.email("lawyer.emailInvalid")),
  phone: phoneSchema,
  country: z.enum(leadCountryIds, "lawyer.countryRequired"),
  language: z.enum([...leadLanguages] as [string, ...string[]], "lawyer.languageRequired"),
  message: z.string().trim().min(10, "lawyer.messageTooShort").max(2000, "lawyer.messageTooLong"),
  consent: z.literal(true, CONSENT_REQUIRED),
  conversation: conversationSchema.default([]),
  source: z.enum(["visa-page", "visa-chat"]).default("visa-page"),
});
export type LeadRequestFormInput = z.input<typeof leadRequestSchema>;
export type LeadRequestInput = z.output<typeof leadRequestSchema>;

export const regenerateSummarySchema = z.object({ leadId: z.uuid("Lead not found") });
