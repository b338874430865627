"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";

/**
 * How the chat names a message's author: their name, or for a member who gave none (the server
 * sends an empty name) "Latitud member" in the reader's language.
 */
export function useAuthorName(): (username: string) => string {
  const t = useTranslations("community");
  return useCallback((username: string) => username || t("unnamedMember"), [t]);
}
