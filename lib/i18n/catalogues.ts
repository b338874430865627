import { namespaces, type Namespace } from "./namespaces";
import type { Locale } from "./locales";

export type Messages = Record<string, unknown>;

const loaded = new Map<Locale, Promise<Messages>>();

/** Every namespace of one language, read once per process. */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = Promise.all(
      namespaces.map(
        async (namespace) =>
          [namespace, (await import(`@/messages/${locale}/${namespace}.json`)).default] as const,
      ),
    ).then((entries) => Object.fromEntries(entries));
    loaded.set(locale, messages);
  }
  return messages;
}

/** The given namespaces of a catalogue: what a client component's page hands it. */
export function pickNamespaces(messages: Messages, picked: readonly Namespace[]): Messages {
  return Object.fromEntries(picked.map((namespace) => [namespace, messages[namespace] ?? {}]));
}
