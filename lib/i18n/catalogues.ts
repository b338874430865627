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

/** A namespace, or one part of it ("errors.pages"). */
export type MessagePath = Namespace | `${Namespace}.${string}`;

/** The given namespaces (or parts) of a catalogue: what a client component's page hands it. */
export function pickNamespaces(messages: Messages, picked: readonly MessagePath[]): Messages {
  const out: Messages = {};
  for (const path of picked) {
    const [namespace, ...rest] = path.split(".") as [string, ...string[]];
    let source: unknown = messages[namespace];
    for (const key of rest) source = (source as Record<string, unknown> | undefined)?.[key];
    if (source === undefined) continue;
    if (!rest.length) {
      out[namespace] = source;
      continue;
    }
    // Rebuild the nesting down to the picked part.
    let target = (out[namespace] ??= {}) as Record<string, unknown>;
    for (const key of rest.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[rest.at(-1)!] = source;
  }
  return out;
}
