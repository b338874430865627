import { newsLimits } from "./config";
import { fetchAllFeeds, type FeedItems } from "./fetch-feeds";
import { sampleNewsResult } from "./sample-items";
import type { NewsItem, NewsSnapshot } from "./types";
import { logger } from "@/lib/observability/logger";

/**
 * The home page's news: live feeds filtered for South American nomad relevance, cached in memory
 * (one cache per server process, shared by every visitor) with stale-while-revalidate.
 */

type CacheEntry = { result: NewsSnapshot; expiresAt: number };
type State = { entry?: CacheEntry; inFlight?: Promise<NewsSnapshot>; lastForcedAt: number };

// On globalThis: Next bundles instrumentation, route handlers and pages separately, and each
// bundle would otherwise get its own copy of this module (and an unwarmed cache).
const globalState = globalThis as unknown as { __latitudNews?: State };
const state = (): State => (globalState.__latitudNews ??= { lastForcedAt: Number.NEGATIVE_INFINITY });

export type GetNewsOptions = {
  /** Fetch now instead of serving the cache (at most one forced fetch per minute). */
  refresh?: boolean;
  /** The clock, injectable for tests. */
  now?: number | Date;
};

export async function getNews({ refresh = false, now: clock }: GetNewsOptions = {}): Promise<NewsSnapshot> {
  const now = clock === undefined ? Date.now() : Number(clock);
  const current = state();
  if (refresh && now - current.lastForcedAt >= newsLimits.forcedRefreshIntervalMs) {
    current.lastForcedAt = now;
    return revalidate(now);
  }
  // A throttled refresh still joins a fetch under way: it answers as fresh as the first one.
  if (refresh && current.inFlight) return current.inFlight;
  if (current.entry) {
    // Stale: answer at once, refresh behind the visitor's back.
    if (now >= current.entry.expiresAt) void revalidate(now);
    return current.entry.result;
  }
  return revalidate(now);
}

/** Starts filling the cache in the background; the app calls it at boot. Never rejects. */
export function warmNewsCache(): Promise<void> {
  if (state().entry) return Promise.resolve();
  return revalidate(Date.now()).then(() => undefined);
}

/** Tests only: forget the cache, the in-flight fetch and the refresh throttle. */
export function resetNewsCache(): void {
  globalState.__latitudNews = undefined;
}

/** One fetch at a time: concurrent callers share the in-flight promise. Never rejects. */
function revalidate(now: number): Promise<NewsSnapshot> {
  const current = state();
  current.inFlight ??= load(now)
    .then((result) => store(current, result, now))
    .finally(() => {
      current.inFlight = undefined;
    });
  return current.inFlight;
}

async function load(now: number): Promise<NewsSnapshot> {
  try {
    const items = selectNewsItems(await fetchAllFeeds({ now }));
    if (items.length >= newsLimits.minItems)
      return { items, source: "live", fetchedAt: new Date(now).toISOString() };
    logger.warn(`[news] only ${items.length} live items: showing the sample items`);
  } catch (error) {
    logger.error(
      { detail: error instanceof Error ? error.message : String(error) },
      "[news] fetching the feeds failed: showing the sample items",
    );
  }
  return sampleNewsResult(now);
}

function store(current: State, result: NewsSnapshot, now: number): NewsSnapshot {
  const previous = current.entry?.result;
  // A failed refresh keeps recent real news rather than falling back to samples, and retries sooner.
  const keepPrevious =
    result.source === "sample" &&
    previous?.source === "live" &&
    now - Date.parse(previous.fetchedAt) < newsLimits.maxStaleLiveMs;
  const kept = keepPrevious ? previous : freeze(result);
  const ttl = result.source === "live" ? newsLimits.cacheTtlMs : newsLimits.sampleCacheTtlMs;
  current.entry = { result: kept, expiresAt: now + ttl };
  return kept;
}

// Every visitor gets the same objects: nobody may modify them.
function freeze(result: NewsSnapshot): NewsSnapshot {
  result.items.forEach((item) => Object.freeze(item));
  Object.freeze(result.items);
  return Object.freeze(result);
}

/**
 * Relevant items (score > 0) from each feed, in source order. A feed with fewer than 3 relevant
 * items may add up to 5 general ones while fewer than 6 items were collected, so a quiet news day
 * still fills the section. Then: one item per link, newest first (undated last), at most 9.
 */
export function selectNewsItems(feeds: FeedItems[]): NewsItem[] {
  const picked: NewsItem[] = [];
  for (const { items } of feeds) {
    const relevant = items.filter((item) => item.relevanceScore > 0);
    picked.push(...relevant);
    if (relevant.length < newsLimits.fillerBelowRelevant && picked.length < newsLimits.fillerBelowTotal) {
      picked.push(...items.filter((item) => item.relevanceScore === 0).slice(0, newsLimits.maxFillerPerFeed));
    }
  }
  return unique(picked).sort(newestFirst).slice(0, newsLimits.maxItems);
}

function unique(items: NewsItem[]): NewsItem[] {
  const links = new Set<string>();
  const ids = new Set<string>();
  return items.filter((item) => {
    // The UI keys cards by id, so a repeated guid is dropped too.
    if (links.has(item.link) || ids.has(item.id)) return false;
    links.add(item.link);
    ids.add(item.id);
    return true;
  });
}

function newestFirst(a: NewsItem, b: NewsItem): number {
  const time = (item: NewsItem) => (item.pubDate ? Date.parse(item.pubDate) : Number.NEGATIVE_INFINITY);
  return time(b) - time(a) || b.relevanceScore - a.relevanceScore;
}
