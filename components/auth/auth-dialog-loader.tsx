"use client";

import { NextIntlClientProvider, useLocale, useMessages } from "next-intl";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { useAuthDialog } from "@/components/auth/auth-dialog-context";
import type { Locale } from "@/lib/i18n/locales";

// The dialog brings the forms, their validation and next-auth's sign-in: loaded on first open only.
const AuthDialog = dynamic(() => import("@/components/auth/auth-dialog").then((m) => m.AuthDialog), {
  ssr: false,
});

// Its words come with it, in the page's language: no page ships them before the dialog is wanted.
const authMessages: Record<Locale, () => Promise<unknown>> = {
  en: () => import("@/messages/en/auth.json").then((m) => m.default),
  es: () => import("@/messages/es/auth.json").then((m) => m.default),
  pt: () => import("@/messages/pt/auth.json").then((m) => m.default),
};

/** Mounts the login/register dialog the first time something asks for it, then keeps it mounted. */
export function AuthDialogLoader() {
  const { open } = useAuthDialog();
  const locale = useLocale();
  const pageMessages = useMessages();
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState<{ locale: Locale; auth: unknown } | null>(null);
  if (open && !wanted) setWanted(true);
  useEffect(() => {
    if (!wanted || loaded?.locale === locale) return;
    let current = true;
    void authMessages[locale]().then((auth) => current && setLoaded({ locale, auth }));
    return () => {
      current = false;
    };
  }, [wanted, loaded, locale]);
  if (!wanted || loaded?.locale !== locale) return null;
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...pageMessages, auth: loaded.auth } as never}>
      <AuthDialog />
    </NextIntlClientProvider>
  );
}
