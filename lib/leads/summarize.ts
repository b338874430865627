import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import { logger } from "@/lib/observability/logger";
import { db, type Prisma } from "@/lib/services/database";
import { conversationOf, type LeadMessage } from "./conversation";
import { builtInLeadSummary, type SummaryHints } from "./summary/built-in";
import { openAiLeadSummarizer } from "./summary/openai";
import { writeAudit } from "@/lib/admin/audit";

type ModelSummarizer = ReturnType<typeof openAiLeadSummarizer>;
let model: ModelSummarizer | null | undefined;

/** The OpenAI-compatible model when OPENAI_API_KEY is set (like the visa assistant), else none. */
function configuredModel(): ModelSummarizer | null {
  if (model !== undefined) return model;
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL } = env();
  const apiKey = OPENAI_API_KEY?.trim();
  model = apiKey ? openAiLeadSummarizer({ apiKey, baseURL: OPENAI_BASE_URL, model: OPENAI_MODEL }) : null;
  return model;
}

/**
 * A 3-5 line summary of a lead for lawyers, from the conversation's last messages and the person's
 * own note. The model writes it when configured; any failure or unusable answer falls back to the
 * built-in extractive summary, so a lead is never stored without one.
 */
export async function summarizeLead(
  messages: readonly LeadMessage[],
  fallbackMessage: string,
  hints: SummaryHints = {},
): Promise<string> {
  const chosen = configuredModel();
  if (chosen) {
    try {
      const text = await chosen(messages, fallbackMessage, hints);
      if (text) return text;
      logger.warn("[leads] the model's summary was unusable; using the built-in summary");
    } catch (error) {
      logger.warn(
        { detail: error instanceof Error ? error.message : error },
        "[leads] model summary failed; using the built-in summary",
      );
    }
  }
  return builtInLeadSummary(messages, fallbackMessage, hints);
}

/**
 * Summarises a stored lead again (admin dashboard) and records it in the audit log; null when the
 * lead does not exist.
 */
export async function regenerateLeadSummary(
  leadId: string,
  actorId: string,
): Promise<{ leadId: string; summaryText: string } | null> {
  if (!z.uuid().safeParse(leadId).success) return null;
  const lead = await db.contactSubmission.findUnique({
    where: { id: leadId },
    select: { id: true, message: true, country: true, conversation: true, summaryText: true },
  });
  if (!lead) return null;
  const summaryText = await summarizeLead(
    conversationOf(lead.conversation as Prisma.JsonValue),
    lead.message,
    { country: lead.country },
  );
  await db.contactSubmission.update({ where: { id: lead.id }, data: { summaryText } });
  await writeAudit({
    actorId,
    action: "lead.summary.regenerate",
    target: `lead:${lead.id}`,
    before: { summaryText: lead.summaryText },
    after: { summaryText },
  });
  return { leadId: lead.id, summaryText };
}
