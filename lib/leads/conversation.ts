import { z } from "zod";
import { LEAD_CONVERSATION_MAX } from "@/lib/config/lawyers";

/** One message of the visa chat as a lead carries it. */
export type LeadMessage = { role: "user" | "assistant"; content: string };

export const MESSAGE_CHARS = 4_000;

export const leadMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z
    .string()
    .trim()
    .min(1)
    .transform((text) => text.slice(0, MESSAGE_CHARS)),
});

/** At most the last LEAD_CONVERSATION_MAX messages are kept, whatever a client sends. */
export const conversationSchema = z
  .array(leadMessageSchema)
  .max(50, "Too many messages.")
  .transform((messages) => messages.slice(-LEAD_CONVERSATION_MAX));

/** A stored conversation (JSON column), read defensively: anything malformed is dropped. */
export function conversationOf(value: unknown): LeadMessage[] {
  const parsed = z.array(leadMessageSchema).safeParse(value);
  return parsed.success ? parsed.data.slice(-LEAD_CONVERSATION_MAX) : [];
}
