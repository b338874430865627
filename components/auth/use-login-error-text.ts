"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { DecodedLoginError } from "@/lib/auth/login-messages";

/** A decoded login failure's message and warning in the page's language. */
export function useLoginErrorText() {
  const t = useTranslations("auth.login.errors");
  return useCallback(
    (failure: DecodedLoginError) => ({
      message: t(failure.message, failure.values),
      warning: failure.warning ? t(failure.warning) : null,
    }),
    [t],
  );
}
