import "server-only";
import { translator } from "@/lib/i18n/translator";
import type { Locale } from "@/lib/i18n/locales";

/** 'Too many requests. Please try again in 42 seconds.' in `locale`. */
export async function retryLaterMessage(retryAfterMs: number, locale: Locale): Promise<string> {
  const t = await translator(locale, "auth");
  return t("limits.retryInSeconds", { seconds: Math.ceil(retryAfterMs / 1000) });
}
