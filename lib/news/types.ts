/** One card of the home page's news section. Every string is plain text: no HTML anywhere. */
export type NewsItem = {
  /** The feed's guid (or the link when there is none); unique within one result. */
  id: string;
  title: string;
  description: string;
  /** Always an absolute http(s) URL. */
  link: string;
  /** ISO 8601; null when the feed gave no valid date (such items sort last). */
  pubDate: string | null;
  /** "Reddit" or "Reddit - /u/author". */
  source: string;
  /** A NewsCategory, else the feed's own first category, else "Digital Nomad". */
  category: string;
  /** Sum of the matched keywords' weights; 0 for a general filler item. */
  relevanceScore: number;
};

export type NewsCategory =
  "Visa" | "Workspace" | "Finance" | "Lifestyle" | "Legal" | "Tech" | "Health" | "Education";

/**
 * A built-in example of what the section covers, shown when the feeds give too little. A topic,
 * not an article: no link, no date, no source, and the page labels it as an example.
 */
export type NewsExample = { id: string; title: string; description: string; category: NewsCategory };

export type NewsSnapshot =
  | { source: "live"; items: NewsItem[]; fetchedAt: string }
  /** The built-in examples, because the feeds gave too little. */
  | { source: "sample"; items: NewsExample[]; fetchedAt: string };

export type FeedSource = { name: string; url: string };
