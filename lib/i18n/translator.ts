import { createTranslator } from "use-intl/core";
import { loadMessages } from "./catalogues";
import type { Locale } from "./locales";
import type { Namespace } from "./namespaces";

/**
 * Messages of one namespace outside React: emails, PDFs and server error messages, in the language
 * of their reader (an account's stored language, or the request's).
 */
export async function translator<N extends Namespace>(locale: Locale, namespace: N) {
  const messages = (await loadMessages(locale)) as IntlMessages;
  return createTranslator({ locale, messages, namespace });
}
