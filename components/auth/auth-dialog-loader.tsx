"use client";

import { NextIntlClientProvider, useLocale, useMessages } from "next-intl";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { useAuthDialog } from "@/components/auth/auth-dialog-context";
import { loadAuthMessages, type AuthMessages } from "@/components/auth/auth-messages";
import type { Locale } from "@/lib/i18n/locales";

// The dialog brings the forms, their validation and next-auth's sign-in: loaded on first open only.
const AuthDialog = dynamic(() => import("@/components/auth/auth-dialog").then((m) => m.AuthDialog), {
  ssr: false,
});

/** Mounts the login/register dialog the first time something asks for it, then keeps it mounted. */
export function AuthDialogLoader() {
  const { open } = useAuthDialog();
  const locale = useLocale();
  const pageMessages = useMessages();
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState<({ locale: Locale } & AuthMessages) | null>(null);
  if (open && !wanted) setWanted(true);
  useEffect(() => {
    if (!wanted || loaded?.locale === locale) return;
    let current = true;
    // Its words come with it, in the page's language: no page ships them before the dialog is wanted.
    void loadAuthMessages(locale).then((messages) => current && setLoaded({ locale, ...messages }));
    return () => {
      current = false;
    };
  }, [wanted, loaded, locale]);
  if (!wanted || loaded?.locale !== locale) return null;
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={
        {
          ...pageMessages,
          auth: loaded.auth,
          validation: { ...(pageMessages.validation as object | undefined), auth: loaded.validationAuth },
        } as never
      }
    >
      <AuthDialog />
    </NextIntlClientProvider>
  );
}
