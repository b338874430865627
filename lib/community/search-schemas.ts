import { z } from "zod";
import { community } from "@/lib/config/community";
import { roomIdSchema, type ChatMessage } from "./schemas";

/**
 * Search within a room: the query the search box and the route share (2 to 100 characters after
 * trimming; messages are keys of the `validation` messages), paged back by `before` (the number of
 * the oldest result shown), and the context around one message (`seq`).
 */
const { minLength, maxLength, pageSize, maxPageSize } = community.search;

export const searchTextSchema = z
  .string({ error: "communitySearch.tooShort" })
  .trim()
  .min(minLength, "communitySearch.tooShort")
  .max(maxLength, "communitySearch.tooLong");

const position = z.coerce
  .number({ error: "Invalid cursor" })
  .int("Invalid cursor")
  .min(1, "Invalid cursor")
  .max(Number.MAX_SAFE_INTEGER, "Invalid cursor");

export const searchQuerySchema = z.object({
  room: roomIdSchema,
  q: searchTextSchema,
  before: position.optional(),
  limit: z.coerce
    .number({ error: "Invalid limit" })
    .int("Invalid limit")
    .min(1, "Invalid limit")
    .max(maxPageSize, "Invalid limit")
    .default(pageSize),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const contextQuerySchema = z.object({ room: roomIdSchema, seq: position });

/** A piece of a result's snippet: the words that matched are `match`. Plain text, never HTML. */
export type SnippetPart = { text: string; match: boolean };
export type SearchHit = { message: ChatMessage; snippet: SnippetPart[] };
/** Newest first; `nextBefore` pages back (null: no more). */
export type SearchPage = { results: SearchHit[]; nextBefore: number | null };
