-- Search within community rooms: full text, accent-insensitive.
-- The community_search configuration is simple (no stemming: the chat mixes Spanish, Portuguese and English)
-- with unaccent before it, so medellin finds Medellín and cafe finds café, and ts_headline marks the
-- original words. to_tsvector with a fixed configuration is immutable, so the GIN index is on the expression.
CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE TEXT SEARCH CONFIGURATION community_search (COPY = simple);

ALTER TEXT SEARCH CONFIGURATION community_search ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;

CREATE INDEX "chat_messages_search" ON "chat_messages" USING gin (to_tsvector('community_search'::regconfig, "message"));
