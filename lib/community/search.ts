import "server-only";
import { community } from "@/lib/config/community";
import { db } from "@/lib/services/database";
import { liveMessagesByIds, messagesAround } from "./messages";
import type { SearchPage, SearchQuery } from "./search-schemas";
import { matchEnd, matchStart, prefixQuery, searchTerms, snippetParts } from "./search-text";
import type { ChatMessage } from "./schemas";

/**
 * Full-text search within a room (the caller has checked access): every word of the query as a
 * word's beginning, accents and case ignored (the community_search configuration: simple + unaccent,
 * the GIN index chat_messages_search is on the same expression), deleted messages and those hidden
 * by reports never. Newest
 * first; each result carries a snippet whose matched words are marked by ts_headline.
 */
const headlineOptions = `StartSel=${matchStart}, StopSel=${matchEnd}, MaxWords=30, MinWords=12, ShortWord=0`;

export async function searchRoom({ room, q, before, limit }: SearchQuery): Promise<SearchPage> {
  const terms = searchTerms(q);
  if (!terms.length) return { results: [], nextBefore: null };
  const rows = await db.$queryRaw<{ id: string; seq: bigint; headline: string }[]>`
    SELECT m.id, m.seq,
           ts_headline('community_search', translate(m.message, ${matchStart + matchEnd}, ''), query, ${headlineOptions}) AS headline
      FROM chat_messages m, to_tsquery('community_search', ${prefixQuery(terms)}) AS query
     WHERE m.room = ${room}
       AND m.deleted_at IS NULL
       AND m.hidden_at IS NULL
       AND to_tsvector('community_search'::regconfig, m.message) @@ query
       AND m.seq < ${BigInt(before ?? Number.MAX_SAFE_INTEGER)}
     ORDER BY m.seq DESC
     LIMIT ${limit + 1}`;
  const page = rows.slice(0, limit);
  const messages = new Map(
    (
      await liveMessagesByIds(
        room,
        page.map((row) => row.id),
      )
    ).map((message) => [message.id, message]),
  );
  return {
    results: page.flatMap((row) => {
      const message = messages.get(row.id);
      return message ? [{ message, snippet: snippetParts(row.headline) }] : [];
    }),
    nextBefore: rows.length > limit ? Number(page.at(-1)!.seq) : null,
  };
}

/** A result in its context: the messages around it, oldest first. */
export async function searchContext(room: string, seq: number): Promise<ChatMessage[]> {
  return messagesAround(room, seq, community.search.contextSize);
}
