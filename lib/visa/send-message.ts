import "server-only";
import { consumeQuota, refundQuota } from "@/lib/chat-quota/quota";
import type { ChatIdentity } from "@/lib/chat-quota/identity";
import { visaChat } from "@/lib/config/chat";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { consumeRateLimit } from "@/lib/rate-limit";
import { APOLOGY_TEXT, answerVisaQuestion } from "./answer";
import { addMessage, recentMessages, resolveChat } from "./chats";
import { visaQuotaHolder } from "./usage";
import { errorFields, logger } from "@/lib/observability/logger";
import { quotaReachedMessage } from "@/lib/chat-quota/messages";
import { localizeMessage, messageLocale } from "@/lib/i18n/server-messages";

export type ChatRefusal = {
  error: string;
  chatType: "visa";
  limitType: "rate" | "quota";
  retryAfter: number;
  currentCount?: number;
  maxCount?: number;
};

/** A 429 whose body is the refusal itself; Retry-After in whole seconds. */
const refused = (body: ChatRefusal) =>
  new AppError("rate_limited", body.error, {
    extra: body,
    headers: { "retry-after": String(Math.ceil(body.retryAfter / 1000)) },
  });

/** What the stream sends, one JSON object per line. */
export type ChatStreamEvent =
  | {
      type: "meta";
      chatId: string;
      assistantName: string;
      usage: { usageCount: number; maxMessages: number | null };
    }
  | { type: "token"; text: string }
  | { type: "done"; messageId: string }
  | { type: "error"; message: string };

/**
 * The sending flow on the server: the daily quota (one atomic statement), then the burst limit,
 * then the question is stored, the assistant answers as a stream, and the complete answer is stored
 * as type 'ai'. If the assistant fails, the apology is sent and the message is given back to the
 * quota.
 */
export async function sendVisaMessage(
  identity: ChatIdentity,
  input: { message: string; chatId?: string | null; assistantName?: string | null; locale?: Locale | null },
  now = new Date(),
): Promise<AsyncIterable<ChatStreamEvent>> {
  // The daily quota first, in one atomic statement: parallel sends each get their own count.
  const quota = await consumeQuota(identity.subjects, "visa", visaQuotaHolder(identity), now);
  const limit = quota.limit;
  if (!quota.allowed && limit !== null) {
    throw refused({
      error: await quotaReachedMessage(limit, limit),
      chatType: "visa",
      limitType: "quota",
      retryAfter: quota.retryAfterMs,
      currentCount: quota.count,
      maxCount: limit,
    });
  }
  // Then the burst limit; a message it refuses gives its quota back.
  const burstKey = identity.kind === "user" ? identity.userId : identity.anonymousToken;
  const burst = await consumeRateLimit(visaChat.burst, burstKey, now);
  if (!burst.allowed) {
    await refundQuota(identity.subjects, "visa", now);
    throw refused({
      error: "You're sending messages too quickly. Please wait a moment.",
      chatType: "visa",
      limitType: "rate",
      retryAfter: burst.retryAfterMs,
    });
  }

  const chat = await resolveChat(identity, input.chatId ?? null, input.assistantName);
  const history = await recentMessages(chat.id, visaChat.contextMessages);
  await addMessage(chat.id, "user", input.message);

  // The stream runs after the route has answered: the apology's language is taken now.
  const locale = messageLocale();
  async function* events(): AsyncIterable<ChatStreamEvent> {
    yield {
      type: "meta",
      chatId: chat.id,
      assistantName: chat.assistantName,
      usage: { usageCount: quota.count, maxMessages: limit },
    };
    let answer = "";
    try {
      for await (const text of answerVisaQuestion({
        question: input.message,
        history: history.map((m) => ({ role: m.isUser ? "user" : "assistant", content: m.content })),
        assistantName: chat.assistantName,
        pageLocale: input.locale ?? undefined,
      })) {
        answer += text;
        yield { type: "token", text };
      }
      if (!answer.trim()) throw new Error("The assistant returned an empty answer");
      const saved = await addMessage(chat.id, "ai", answer);
      yield { type: "done", messageId: saved.id };
    } catch (error) {
      logger.error(errorFields(error), "[visa-chat] assistant failed");
      await refundQuota(identity.subjects, "visa", now).catch(() => {});
      yield { type: "error", message: localizeMessage(APOLOGY_TEXT, locale) };
    }
  }
  return events();
}
