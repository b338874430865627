import { env, type Env } from "@/lib/env";
import type { FeedSource, NewsCategory } from "./types";

/** The news feed's sources, limits and keyword lists: one place to tune what the home page shows. */

export const NEWS_USER_AGENT = "LatitudBot/1.0 (+https://latitud.app)";

const minute = 60_000;

export const newsLimits = {
  /** Each feed is aborted after this long, body included. */
  feedTimeoutMs: 8_000,
  /** A feed larger than this is abandoned: protects memory from a hostile or broken server. */
  maxFeedBytes: 2 * 1024 * 1024,
  maxItems: 9,
  /** Below this many items the built-in sample items are shown instead. */
  minItems: 3,
  cacheTtlMs: 30 * minute,
  /** A sample result is retried sooner: the feeds may be back in a few minutes. */
  sampleCacheTtlMs: 5 * minute,
  /** A failed refresh keeps serving older live items, but not forever. */
  maxStaleLiveMs: 24 * 60 * minute,
  /** Forced refreshes (the Refresh button) start at most one fetch per this interval. */
  forcedRefreshIntervalMs: minute,
  descriptionMaxChars: 150,
  titleMaxChars: 200,
  /** A feed yielding fewer relevant items than this may add general ones... */
  fillerBelowRelevant: 3,
  /** ...while fewer than this many items were collected so far... */
  fillerBelowTotal: 6,
  /** ...up to this many. */
  maxFillerPerFeed: 5,
} as const;

const defaultFeeds = [
  { name: "Reddit", env: "NEWS_FEED_REDDIT_URL", url: "https://www.reddit.com/r/digitalnomad/.rss" },
  {
    name: "Google News",
    env: "NEWS_FEED_GOOGLE_NEWS_URL",
    url: "https://news.google.com/rss/search?q=digital+nomad+visa+latin+america&hl=en-US&gl=US&ceid=US:en",
  },
  { name: "Medium", env: "NEWS_FEED_MEDIUM_URL", url: "https://medium.com/feed/tag/digital-nomad" },
  { name: "Nomadist", env: "NEWS_FEED_NOMADIST_URL", url: "https://nomadist.org/feed" },
] as const;

/**
 * The enabled feeds, read from the environment on each call so tests and ops can repoint them.
 * "off" disables one.
 */
export function feedSources(environment: Env = env()): FeedSource[] {
  return defaultFeeds.flatMap(({ name, env: variable, url }) => {
    const override = environment[variable];
    if (override?.toLowerCase() === "off") return [];
    return [{ name, url: override || url }];
  });
}

/** NEWS_FEED_TIMEOUT_MS shortens the per-feed timeout (tests). */
export function feedTimeoutMs(environment: Env = env()): number {
  return environment.NEWS_FEED_TIMEOUT_MS ?? newsLimits.feedTimeoutMs;
}

/**
 * Relevance keywords. An inner array lists spellings of one keyword (it counts once). Matching is
 * case- and accent-insensitive on whole words, and a plural "s"/"es" also matches ("visas").
 */
export type KeywordList = readonly (string | readonly string[])[];

export const countryKeywords: KeywordList = [
  "Argentina",
  "Bolivia",
  ["Brazil", "Brasil"],
  "Chile",
  "Colombia",
  "Ecuador",
  "Guyana",
  "Paraguay",
  ["Peru", "Perú"],
  "Suriname",
  "Uruguay",
  "Venezuela",
];

export const cityKeywords: KeywordList = [
  "Buenos Aires",
  "Córdoba",
  "Mendoza",
  "Bariloche",
  "La Paz",
  "Santa Cruz",
  "Sucre",
  ["São Paulo", "Sao Paulo"],
  "Rio de Janeiro",
  "Florianópolis",
  "Salvador",
  "Belo Horizonte",
  "Recife",
  "Santiago",
  "Valparaíso",
  "Bogotá",
  "Medellín",
  "Cartagena",
  "Cali",
  "Santa Marta",
  "Quito",
  "Guayaquil",
  "Cuenca",
  "Asunción",
  "Lima",
  "Cusco",
  "Arequipa",
  "Paramaribo",
  "Montevideo",
  "Punta del Este",
  "Caracas",
];

export const nomadKeywords: KeywordList = [
  "digital nomad",
  "nomad visa",
  "visa",
  "remote work",
  "remote worker",
  "remote job",
  "work remotely",
  "working remotely",
  ["coworking", "co-working"],
  ["coliving", "co-living"],
  "expat",
  "residency",
  "residence permit",
  "temporary residence",
  "work permit",
  "freelancer",
  "location independent",
  "slow travel",
];

export const keywordWeights = { country: 3, city: 2, nomad: 1 } as const;

/** Checked in this order; the first category with a matching keyword wins. */
export const categoryKeywords: ReadonlyArray<readonly [NewsCategory, KeywordList]> = [
  [
    "Visa",
    [
      "visa",
      "residency",
      "residence permit",
      "work permit",
      "immigration",
      "passport",
      "embassy",
      "consulate",
      "border run",
      "overstay",
    ],
  ],
  [
    "Workspace",
    [
      ["coworking", "co-working"],
      ["coliving", "co-living"],
      "workspace",
      "office",
      "desk",
      "cafe",
      "wifi",
      "wi-fi",
    ],
  ],
  [
    "Finance",
    [
      "tax",
      "taxation",
      "bank",
      "banking",
      "money",
      "currency",
      "exchange rate",
      "cost of living",
      "budget",
      "salary",
      "income",
      "inflation",
      "crypto",
      "bitcoin",
      "dollar",
      "peso",
    ],
  ],
  [
    "Lifestyle",
    [
      "food",
      "culture",
      "neighborhood",
      "neighbourhood",
      "apartment",
      "rent",
      "housing",
      "nightlife",
      "beach",
      "hiking",
      "meetup",
      "community",
      "dating",
      "family",
      "festival",
    ],
  ],
  [
    "Legal",
    ["law", "legal", "lawyer", "contract", "regulation", "court", "compliance", "notary", "apostille"],
  ],
  [
    "Tech",
    [
      "tech",
      "technology",
      "startup",
      "software",
      "developer",
      "internet",
      "esim",
      "sim card",
      "starlink",
      "ai",
      "app",
    ],
  ],
  [
    "Health",
    [
      "health",
      "healthcare",
      "insurance",
      "hospital",
      "doctor",
      "clinic",
      "vaccine",
      "vaccination",
      "altitude",
      "dengue",
      "medical",
      "wellness",
    ],
  ],
  [
    "Education",
    [
      "spanish",
      "portuguese",
      "language school",
      "course",
      "class",
      "lesson",
      "school",
      "university",
      "learn",
      "learning",
      "workshop",
    ],
  ],
];

export const DEFAULT_CATEGORY = "Digital Nomad";
