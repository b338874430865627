import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pickNamespaces } from "@/lib/i18n/catalogues";
import type { Namespace } from "@/lib/i18n/namespaces";

/** What every client component may use: the shell's words, error and validation messages. */
const baseNamespaces: readonly Namespace[] = ["common", "errors", "validation"];

/**
 * Hands client components below it the messages of the given namespaces (and the base ones) and
 * no others: a page ships only the catalogue it uses. A nested one replaces its parent's messages.
 */
export async function ClientMessages({
  namespaces = [],
  children,
}: {
  namespaces?: readonly Namespace[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickNamespaces(messages, [...baseNamespaces, ...namespaces])}>
      {children}
    </NextIntlClientProvider>
  );
}
