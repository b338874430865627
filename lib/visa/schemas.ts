import { z } from "zod";
import { visaChat } from "@/lib/config/chat";
import { locales } from "@/lib/i18n/locales";

/** A visa chat message: not empty or blank, bounded. */
export const sendVisaMessageSchema = z.object({
  message: z
    .string({ error: "Please type a question" })
    .trim()
    .min(1, "Please type a question")
    .max(visaChat.messageMaxLength, `Messages cannot exceed ${visaChat.messageMaxLength} characters.`),
  chatId: z.uuid().nullish(),
  /** The persona the welcome message introduced, kept for a chat created by this message. */
  assistantName: z.enum(visaChat.assistantNames).nullish(),
  /**
   * The language of the page the chat is on. The answer follows the question's language; this one
   * only decides when the question does not tell ("Colombia?").
   */
  locale: z.enum(locales).nullish(),
});
export type SendVisaMessageInput = z.infer<typeof sendVisaMessageSchema>;

export const claimChatsSchema = z.object({
  anonymousToken: z.string().regex(/^anon_[A-Za-z0-9_-]{16,64}$/, "Invalid anonymous token"),
});
