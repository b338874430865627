import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pickNamespaces, type MessagePath } from "@/lib/i18n/catalogues";

/**
 * What every client component may use: the shell's words, validation messages (forms) and the error
 * pages' words. Never the server's messages (`errors.server`): they are translated before they leave.
 */
const baseNamespaces: readonly MessagePath[] = ["common", "validation", "errors.pages"];

/**
 * Hands client components below it the messages of the given namespaces (and the base ones) and
 * no others: a page ships only the catalogue it uses. A nested one replaces its parent's messages.
 */
export async function ClientMessages({
  namespaces = [],
  children,
}: {
  namespaces?: readonly MessagePath[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickNamespaces(messages, [...baseNamespaces, ...namespaces])}>
      {children}
    </NextIntlClientProvider>
  );
}
