/**
 * A model's answer may cite only the pages it was given: a Markdown link or a bare URL to any other
 * address is dropped (a link keeps its words) as the answer streams. Text that may still become a
 * link ("[Migra", "https://ww") is held back until the next chunk tells; everything else goes out
 * at once, so the stream stays a stream. Relative links (the app's own pages) are kept.
 */

const LINK = /^\[([^\]\n]*)\]\(([^)\s]*)\)/;
// What may still grow into a link: "[words", "[words]", "[words](https://partial".
const PARTIAL_LINK = /^\[[^\]\n]*(\](\([^)\s]*)?)?$/;
const URL_START = /https?:\/\//;
const BARE_URL = /^https?:\/\/[^\s)\]>"'<]+/;
// Longest text a partial link may hold before it is let through as plain text.
const MAX_HELD = 600;

const normalized = (url: string) => url.replace(/\/+$/, "").replace(/^http:/, "https:");

export function allowedUrls(urls: Iterable<string>): (url: string) => boolean {
  const allowed = new Set([...urls].map(normalized));
  return (url) => (url.startsWith("/") && !url.startsWith("//")) || allowed.has(normalized(url));
}

/** One step over the buffer: what can be sent now, and what must wait for more text. */
function filter(buffer: string, isAllowed: (url: string) => boolean, final: boolean): [string, string] {
  let out = "";
  let i = 0;
  while (i < buffer.length) {
    const rest = buffer.slice(i);
    const next = rest.search(/\[|https?:\/\//);
    if (next < 0) {
      // "…see htt" may be the start of an address.
      const tail = final ? null : /h(t(t(p(s?(:(\/\/?)?)?)?)?)?)?$/.exec(rest);
      if (tail && tail[0].length > 0 && !/\w/.test(rest.charAt(tail.index - 1) || " ")) {
        return [out + rest.slice(0, tail.index), rest.slice(tail.index)];
      }
      return [out + rest, ""];
    }
    out += rest.slice(0, next);
    const at = rest.slice(next);
    if (at.startsWith("[")) {
      const link = LINK.exec(at);
      if (link) {
        out += isAllowed(link[2] as string) ? link[0] : (link[1] as string);
        i += next + link[0].length;
        continue;
      }
      if (!final && PARTIAL_LINK.test(at) && at.length < MAX_HELD) return [out, at];
      out += "[";
      i += next + 1;
      continue;
    }
    const url = BARE_URL.exec(at);
    const matched = url?.[0] ?? at.match(URL_START)?.[0] ?? "";
    if (!final && next + matched.length >= rest.length) return [out, at];
    // A sentence's full stop is not part of the address.
    const address = matched.replace(/[.,;:!?]+$/, "");
    out += isAllowed(address) ? address : "";
    i += next + address.length;
  }
  return [out, ""];
}

/** The stream with every link to a page not among the sources removed. */
export async function* keepCitedLinks(
  chunks: AsyncIterable<string>,
  isAllowed: (url: string) => boolean,
): AsyncIterable<string> {
  let held = "";
  for await (const chunk of chunks) {
    const [out, rest] = filter(held + chunk, isAllowed, false);
    held = rest;
    if (out) yield out;
  }
  const [out] = filter(held, isAllowed, true);
  if (out) yield out;
}
