import "server-only";
import { messageLocale } from "@/lib/i18n/server-messages";
import { translator } from "@/lib/i18n/translator";

/**
 * The refusal once the daily quota is used up, the same words for the visa chat and the community
 * chat, in the language of the request. It carries the counts, so it is translated here by its key
 * rather than at the boundary by its English text.
 */
export async function quotaReachedMessage(count: number, max: number): Promise<string> {
  const t = await translator(messageLocale(), "errors");
  return t("server.assistant.quotaReached", { count, max });
}
