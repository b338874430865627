import "server-only";
import { rateLimits } from "@/lib/config/rate-limits";
import { AppError } from "@/lib/errors";
import type { ClientInfo } from "@/lib/http/client-info";
import { consumeRateLimit } from "@/lib/rate-limit";
import { db } from "@/lib/services/database";
import type { LeadRequestInput } from "./schemas";
import { summarizeLead } from "./summarize";

export const TOO_MANY_LEADS = "You've sent several requests already. Please try again in an hour.";

/**
 * Stores a 'Talk to a lawyer' request as a lead of the marketplace, with its summary. Limited per
 * IP address (a form anyone can post). The conversation is stored only because the schema demands
 * consent; a request without consent never reaches this function.
 */
export async function createLead(
  input: LeadRequestInput,
  { client, userId }: { client: ClientInfo; userId: string | null },
): Promise<{ id: string }> {
  const limit = await consumeRateLimit(rateLimits.leadPerIp, client.ip);
  if (!limit.allowed) throw new AppError("rate_limited", TOO_MANY_LEADS);
  const summaryText = await summarizeLead(input.conversation, input.message, { country: input.country });
  const lead = await db.contactSubmission.create({
    data: {
      userId,
      name: input.name,
      email: input.email,
      phone: input.phone,
      country: input.country,
      language: input.language,
      message: input.message,
      conversation: input.conversation,
      summaryText,
      source: input.source,
      consentAt: new Date(),
    },
    select: { id: true },
  });
  return lead;
}
