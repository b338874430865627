/**
 * PostgreSQL cannot store the NUL character (U+0000) in text, nor NUL or an unpaired UTF-16
 * surrogate (JSON's "\ud800") in json/jsonb: such input used to pass our zod schemas and then fail
 * at the database, a 500 instead of a clear refusal. No browser sends either in a form (a lone
 * surrogate cannot even be encoded in UTF-8), so input carrying them is refused where it is parsed:
 * route bodies and queries (lib/http/api.ts, lib/community/http.ts), server actions
 * (lib/actions/validated-action.ts), the card webhook and the dev mailbox's query.
 */
export const UNSTORABLE_TEXT = "Text must not contain NUL characters or invalid Unicode.";

export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && text.isWellFormed();
}

type Node = { value: unknown; key: string; parent: Node | null };

const pathOf = (node: Node | null): string => {
  const keys: string[] = [];
  for (let at = node; at?.parent; at = at.parent)
    keys.unshift(at.key.toWellFormed().replaceAll("\u0000", ""));
  return keys.join(".");
};

/**
 * Where the first string (a value or an object key) that cannot be stored sits in `value`, as a
 * dotted path ("" for the value itself); null when every string can be stored. Walks iteratively,
 * so input of any depth is fine.
 */
export function unstorableTextPath(value: unknown): string | null {
  const pending: Node[] = [{ value, key: "", parent: null }];
  const seen = new Set<object>();
  for (let node = pending.pop(); node; node = pending.pop()) {
    const current = node.value;
    if (typeof current === "string") {
      if (!isStorableText(current)) return pathOf(node);
    } else if (current && typeof current === "object" && !seen.has(current)) {
      seen.add(current);
      const prototype: unknown = Object.getPrototypeOf(current);
      // Dates, Files, …: not text
      if (!Array.isArray(current) && prototype !== Object.prototype && prototype !== null) continue;
      const entries = Object.entries(current);
      for (const [key] of entries)
        if (!isStorableText(key)) return pathOf({ value: null, key, parent: node });
      for (let i = entries.length - 1; i >= 0; i--)
        pending.push({ value: entries[i]![1], key: entries[i]![0], parent: node });
    }
  }
  return null;
}
