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

export type NewsCategory = "Visa" | "Workspace" | "Finance" | "Lifestyle" | "Legal" | "Tech" | "Health" | "Education";

export type NewsResult = {
  items: NewsItem[];
  /** "sample" when the built-in items are shown because the feeds gave too little. */
  source: "live" | "sample";
  fetchedAt: string;
};

export type FeedSource = { name: string; url: string };
