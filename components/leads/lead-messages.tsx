"use client";

import { NextIntlClientProvider, useLocale, useMessages } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";

type LeadMessages = { lawyer: unknown; validationLawyer: unknown };

const load = async (
  lawyer: Promise<{ default: { request: unknown; countries: unknown; languages: unknown } }>,
  validation: Promise<{ default: { lawyer?: unknown } }>,
): Promise<LeadMessages> => {
  const { request, countries, languages } = (await lawyer).default;
  return { lawyer: { request, countries, languages }, validationLawyer: (await validation).default.lawyer };
};

const importers: Record<Locale, () => Promise<LeadMessages>> = {
  en: () => load(import("@/messages/en/lawyer.json"), import("@/messages/en/validation.json")),
  es: () => load(import("@/messages/es/lawyer.json"), import("@/messages/es/validation.json")),
  pt: () => load(import("@/messages/pt/lawyer.json"), import("@/messages/pt/validation.json")),
};
const loaded = new Map<Locale, Promise<LeadMessages>>();

/**
 * The words of the lawyer request (the form, country and language names, its validation), loaded
 * with the dialog's code in the page's language: the pages that offer it (visa page, visa chat)
 * ship none of them upfront.
 */
export function LeadMessagesProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const page = useMessages();
  const [messages, setMessages] = useState<{ locale: Locale } & LeadMessages>();
  useEffect(() => {
    let current = true;
    let pending = loaded.get(locale);
    if (!pending) loaded.set(locale, (pending = importers[locale]()));
    void pending.then((found) => current && setMessages({ locale, ...found }));
    return () => {
      current = false;
    };
  }, [locale]);
  if (messages?.locale !== locale) return null;
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={
        {
          ...page,
          lawyer: messages.lawyer,
          validation: { ...(page.validation as object | undefined), lawyer: messages.validationLawyer },
        } as never
      }
    >
      {children}
    </NextIntlClientProvider>
  );
}
