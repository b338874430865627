import Parser from "rss-parser";
import { feedSources, feedTimeoutMs, NEWS_USER_AGENT, newsLimits } from "./config";
import { categorize, scoreItem } from "./relevance";
import { cleanDescription, cleanTitle, safeLink, toPlainText } from "./text";
import type { FeedSource, NewsItem } from "./types";
import { readCappedBytes } from "@/lib/http/read-capped";
import { logger } from "@/lib/observability/logger";

/** Reads feeds ourselves (fetch + AbortController) so the timeout also covers slow bodies. */

type RawItem = Parser.Item & {
  id?: unknown;
  author?: unknown;
  "content:encoded"?: unknown;
  categories?: unknown;
};
type RawFeed = Parser.Output<RawItem>;

export type FetchOptions = { timeoutMs?: number; maxBytes?: number };
export type FeedItems = { source: FeedSource; items: NewsItem[] };

const ACCEPT = "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5";
/** Scoring reads the whole description, but a novel-length post need not be scanned to the end. */
const MAX_SCORED_CHARS = 5_000;
/** Dates further ahead than this are not believed (and would pin an item to the top). */
const MAX_FUTURE_MS = 24 * 60 * 60_000;

/** Downloads and parses one feed; rejects on timeout, HTTP error, oversize body or bad XML. */
export async function fetchFeed(
  url: string,
  { timeoutMs = feedTimeoutMs(), maxBytes = newsLimits.maxFeedBytes }: FetchOptions = {},
): Promise<RawFeed> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  try {
    const response = await fetch(url, {
      signal: controller.signal,
      headers: { "user-agent": NEWS_USER_AGENT, accept: ACCEPT },
      redirect: "follow",
      // Our own cache decides freshness; Next's data cache must not keep 2 MB feeds.
      cache: "no-store",
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const xml = await readText(response, maxBytes);
    // A parser per feed: feeds are parsed concurrently and xml2js keeps state per instance.
    const parser = new Parser<Record<string, unknown>, RawItem>({
      customFields: { item: [["category", "categories", { keepArray: true }]] },
    });
    return await parser.parseString(xml);
  } finally {
    clearTimeout(timer);
  }
}

async function readText(response: Response, maxBytes: number): Promise<string> {
  const bytes = await readCappedBytes(response, maxBytes);
  if (!bytes) throw new Error(`larger than ${maxBytes} bytes`);
  return decoder(response.headers.get("content-type")).decode(bytes);
}

function decoder(contentType: string | null): TextDecoder {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? "")?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8");
  } catch {
    return new TextDecoder("utf-8");
  }
}

/**
 * Turns parsed entries into plain-text news items; entries without a usable title or http(s) link
 * are dropped.
 */
export function toNewsItems(feed: RawFeed, source: FeedSource, now = Date.now()): NewsItem[] {
  return feed.items.flatMap((raw) => {
    const link = safeLink(raw.link);
    const title = cleanTitle(raw.title, newsLimits.titleMaxChars);
    if (!link || !title) return [];
    const fullDescription = firstText(raw.summary, raw.content, raw["content:encoded"]).slice(
      0,
      MAX_SCORED_CHARS,
    );
    const scored = { title, description: fullDescription };
    const author = toPlainText(raw.creator ?? raw.author)
      .slice(0, 80)
      .trim();
    const item: NewsItem = {
      id: toPlainText(raw.guid ?? raw.id).slice(0, 500) || link,
      title,
      description: cleanDescription(fullDescription, newsLimits.descriptionMaxChars),
      link,
      pubDate: isoDate(raw.isoDate ?? raw.pubDate, now),
      source: author ? `${source.name} - ${author}` : source.name,
      category: categorize(scored, categoryNames(raw.categories)),
      relevanceScore: scoreItem(scored),
    };
    return [item];
  });
}

function firstText(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    const text = toPlainText(candidate);
    if (text) return text;
  }
  return "";
}

function isoDate(value: unknown, now: number): string | null {
  if (typeof value !== "string") return null;
  const time = Date.parse(value.trim());
  if (Number.isNaN(time) || time > now + MAX_FUTURE_MS) return null;
  return new Date(time).toISOString();
}

/** RSS gives "Travel" or { _: "Travel" }; Atom gives { $: { term, label } }. */
function categoryNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry === "string") return [entry];
    if (!entry || typeof entry !== "object") return [];
    const { _: text, $: attributes } = entry as { _?: unknown; $?: { label?: unknown; term?: unknown } };
    const name = [text, attributes?.label, attributes?.term].find(
      (candidate) => typeof candidate === "string" && candidate.trim(),
    );
    return typeof name === "string" ? [name] : [];
  });
}

export type FetchAllOptions = FetchOptions & { sources?: FeedSource[]; now?: number };

/** All feeds in parallel, results in source order; a feed that fails is logged and skipped. */
export async function fetchAllFeeds({
  sources = feedSources(),
  now = Date.now(),
  ...options
}: FetchAllOptions = {}): Promise<FeedItems[]> {
  const settled = await Promise.allSettled(
    sources.map(async (source) => toNewsItems(await fetchFeed(source.url, options), source, now)),
  );
  return settled.flatMap((outcome, index) => {
    const source = sources[index]!;
    if (outcome.status === "fulfilled") return [{ source, items: outcome.value }];
    logger.warn(`[news] ${source.name} feed skipped: ${reason(outcome.reason)}`);
    return [];
  });
}

function reason(error: unknown): string {
  if (error instanceof Error)
    return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
  return String(error);
}
