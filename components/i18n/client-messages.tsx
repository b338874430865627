import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pickNamespaces, type MessagePath } from "@/lib/i18n/catalogues";

/**
 * What every client component may use: the words of the shell's client parts (the switcher, the
 * signed-in links, the alpha banner, the footer's newsletter form and its validation) and the error
 * pages' words. A page with a form adds its part of `validation`. The rest of the shell
 * is rendered on the server, and the server's messages (`errors.server`) are translated before they
 * leave: neither is shipped.
 */
const baseNamespaces: readonly MessagePath[] = [
  "common.language",
  "common.nav.chat",
  "common.nav.premium",
  "common.nav.profile",
  "common.alphaBanner",
  "common.newsletterForm",
  "validation.newsletter",
  "errors.pages",
  "notifications.bell",
];

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
