"use client";

import type { Locale } from "@/lib/i18n/locales";

/**
 * The `auth` catalogue of a language and its forms' validation messages, loaded in the browser when
 * something needs them (the login dialog, the note after a confirmation link), once per language:
 * no page ships them upfront.
 */
export type AuthMessages = { auth: IntlMessages["auth"]; validationAuth: IntlMessages["validation"]["auth"] };

const load = async (
  auth: Promise<{ default: unknown }>,
  validation: Promise<{ default: unknown }>,
): Promise<AuthMessages> => ({
  auth: (await auth).default as IntlMessages["auth"],
  validationAuth: ((await validation).default as IntlMessages["validation"]).auth,
});

const importers: Record<Locale, () => Promise<AuthMessages>> = {
  en: () => load(import("@/messages/en/auth.json"), import("@/messages/en/validation.json")),
  es: () => load(import("@/messages/es/auth.json"), import("@/messages/es/validation.json")),
  pt: () => load(import("@/messages/pt/auth.json"), import("@/messages/pt/validation.json")),
};

const loaded = new Map<Locale, Promise<AuthMessages>>();

export function loadAuthMessages(locale: Locale): Promise<AuthMessages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = importers[locale]();
    loaded.set(locale, messages);
  }
  return messages;
}
