import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import type { Namespace } from "@/lib/i18n/namespaces";

/** Client components under test, with the English messages of the given namespaces (as a page hands them). */
export function EnglishMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  const messages = Object.fromEntries(
    namespaces.map((namespace) => [namespace, jest.requireActual(`@/messages/en/${namespace}.json`)]),
  );
  return (
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
