"use client";

import type { Locale } from "@/lib/i18n/locales";

/**
 * The `auth` catalogue of a language, loaded in the browser when something needs it (the login
 * dialog, the note after a confirmation link), once per language: no page ships it upfront.
 */
const importers: Record<Locale, () => Promise<IntlMessages["auth"]>> = {
  en: () => import("@/messages/en/auth.json").then((m) => m.default),
  es: () => import("@/messages/es/auth.json").then((m) => m.default as IntlMessages["auth"]),
  pt: () => import("@/messages/pt/auth.json").then((m) => m.default as IntlMessages["auth"]),
};

const loaded = new Map<Locale, Promise<IntlMessages["auth"]>>();

export function loadAuthMessages(locale: Locale): Promise<IntlMessages["auth"]> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = importers[locale]();
    loaded.set(locale, messages);
  }
  return messages;
}
