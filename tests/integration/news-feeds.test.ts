import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fetchAllFeeds, fetchFeed } from "@/lib/news/fetch-feeds";
import { getNews, resetNewsCache, warmNewsCache } from "@/lib/news/news-feed";
import type { FeedSource, NewsItem } from "@/lib/news/types";

// A local feed server: real HTTP, real parsing, no network. Needs no database.
const fixtures = path.join(process.cwd(), "tests/fixtures/news");
const fixture = (name: string) => readFileSync(path.join(fixtures, name));
const SLOW_MS = 4_000;
const TIMEOUT_MS = 1_000;
const minute = 60_000;

const hits = new Map<string, number>();
const userAgents: string[] = [];
const timers = new Set<NodeJS.Timeout>();
let delayMs = 0;
let base = "";

const later = (ms: number, run: () => void) => {
  const timer = setTimeout(() => {
    timers.delete(timer);
    run();
  }, ms);
  timers.add(timer);
};

const server = http.createServer((request, response) => {
  const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
  hits.set(pathname, (hits.get(pathname) ?? 0) + 1);
  userAgents.push(request.headers["user-agent"] ?? "");
  response.on("error", () => {}); // the client hangs up on purpose in several tests
  const xmlHeaders = { "content-type": "application/rss+xml; charset=utf-8" };
  switch (pathname) {
    case "/slow-headers.xml":
      return later(SLOW_MS, () => response.writeHead(200, xmlHeaders).end(fixture("slow.xml")));
    case "/slow-body.xml": {
      // Headers and half the body at once, the rest too late: the timeout must cover the body.
      const body = fixture("slow.xml");
      response.writeHead(200, xmlHeaders).write(body.subarray(0, 100));
      return later(SLOW_MS, () => response.end(body.subarray(100)));
    }
    case "/huge.xml":
      // Streamed without Content-Length: only counting bytes can stop it.
      response
        .writeHead(200, xmlHeaders)
        .write(`<rss version="2.0"><channel><title>${"x".repeat(3 * 1024 * 1024)}`);
      return response.end("</title></channel></rss>");
    case "/huge-declared.xml":
      return response.writeHead(200, { ...xmlHeaders, "content-length": String(3 * 1024 * 1024) }).end();
    case "/missing.xml":
      return response.writeHead(404).end("not found");
  }
  later(delayMs, () => {
    try {
      response.writeHead(200, xmlHeaders).end(fixture(path.basename(pathname)));
    } catch {
      response.writeHead(404).end();
    }
  });
});

const feedEnv = {
  REDDIT: "NEWS_FEED_REDDIT_URL",
  GOOGLE_NEWS: "NEWS_FEED_GOOGLE_NEWS_URL",
  MEDIUM: "NEWS_FEED_MEDIUM_URL",
  NOMADIST: "NEWS_FEED_NOMADIST_URL",
};
const savedEnv = { ...process.env };

/** Points each feed at a fixture path; feeds not named are turned "off". */
function pointFeeds(paths: Partial<Record<keyof typeof feedEnv, string>>) {
  for (const [feed, variable] of Object.entries(feedEnv)) {
    const fixturePath = paths[feed as keyof typeof feedEnv];
    process.env[variable] = fixturePath ? `${base}${fixturePath}` : "off";
  }
}

const totalHits = () => [...hits.values()].reduce((sum, n) => sum + n, 0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const source = (name: string, fixturePath: string): FeedSource => ({ name, url: `${base}${fixturePath}` });
const textOf = (items: NewsItem[]) =>
  items.map((i) => `${i.title} ${i.description} ${i.source} ${i.category}`).join("\n");

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The first fetch() of a process loads its HTTP client; keep that out of the timed tests.
  await (await fetch(`${base}/empty.xml`)).text();
});

afterAll(async () => {
  timers.forEach(clearTimeout);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  for (const variable of [...Object.values(feedEnv), "NEWS_FEED_TIMEOUT_MS"]) {
    if (savedEnv[variable] === undefined) delete process.env[variable];
    else process.env[variable] = savedEnv[variable];
  }
});

beforeEach(() => {
  hits.clear();
  userAgents.length = 0;
  delayMs = 0;
  process.env.NEWS_FEED_TIMEOUT_MS = String(TIMEOUT_MS);
  resetNewsCache();
  jest.spyOn(console, "warn").mockImplementation(() => {});
  jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe("reading feeds", () => {
  it("reads all feeds in parallel, skips the broken ones, and does not wait past the timeout", async () => {
    const started = Date.now();
    const feeds = await fetchAllFeeds({
      timeoutMs: TIMEOUT_MS,
      sources: [
        source("RSS", "/rss.xml"),
        source("Atom", "/atom.xml"),
        source("Malformed", "/malformed.xml"),
        source("Empty", "/empty.xml"),
        source("SlowHeaders", "/slow-headers.xml"),
        source("SlowBody", "/slow-body.xml"),
        source("Missing", "/missing.xml"),
        source("Injection", "/injection.xml"),
      ],
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_500);
    expect(feeds.map((f) => f.source.name)).toEqual(["RSS", "Atom", "Empty", "Injection"]);
    expect(feeds.find((f) => f.source.name === "Empty")?.items).toEqual([]);
    expect(textOf(feeds.flatMap((f) => f.items))).not.toContain("slow feed");
    expect(userAgents.every((ua) => ua === "LatitudBot/1.0 (+https://latitud.app)")).toBe(true);
  });

  it("parses RSS 2.0 items into plain, scored, categorized news items", async () => {
    const [feed] = await fetchAllFeeds({ sources: [source("Google News", "/rss.xml")] });
    const byId = new Map(feed!.items.map((i) => [i.id, i]));
    expect(byId.get("rss-colombia-visa")).toEqual({
      id: "rss-colombia-visa",
      title: "Colombia extends its digital nomad visa to two years",
      description: "Remote workers can now stay two years & renew online.",
      link: "https://news.example.com/colombia-visa",
      pubDate: "2026-03-10T12:00:00.000Z",
      source: "Google News - Ana Gómez",
      category: "Visa",
      relevanceScore: 3 + 1 + 1 + 1 + 1, // Colombia, digital nomad, nomad visa, visa, remote worker
    });
    const medellin = byId.get("rss-medellin-coworking")!;
    expect(medellin).toMatchObject({ category: "Workspace", relevanceScore: 2 + 1, source: "Google News" });
    expect(medellin.description).toHaveLength(153);
    expect(medellin.description.endsWith("...")).toBe(true);
    expect(byId.get("rss-santiago-startups")).toMatchObject({
      description: "No description available",
      category: "Tech",
    });
    expect(byId.get("rss-buenos-aires-costs")).toMatchObject({ category: "Finance", relevanceScore: 3 });
    expect(byId.get("rss-ceviche")).toMatchObject({ relevanceScore: 0, category: "Lifestyle" });
    expect(byId.get("rss-lima-weekend")).toMatchObject({ category: "Travel Tips" });
    expect(byId.get("rss-quito-altitude")).toMatchObject({ pubDate: null, category: "Health" });
    expect(byId.get("rss-future")?.pubDate).toBeNull();
    expect(byId.has("rss-no-link")).toBe(false);
  });

  it("parses Atom entries (author, summary or content, feed category)", async () => {
    const [feed] = await fetchAllFeeds({ sources: [source("Reddit", "/atom.xml")] });
    expect(feed!.items).toEqual([
      expect.objectContaining({
        id: "t3_saopaulo",
        title: "Living in São Paulo as an expat",
        description: "Six months in Pinheiros, AMA.",
        source: "Reddit - /u/nomadjoe",
        pubDate: "2026-03-12T09:00:00.000Z",
        relevanceScore: 3,
        category: "R/Digitalnomad",
      }),
      expect.objectContaining({ id: "t3_weekly", relevanceScore: 0, category: "Digital Nomad" }),
      expect.objectContaining({
        id: "t3_ecuador",
        description: "Timeline and documents, step by step.",
        category: "Visa",
        relevanceScore: 6,
      }),
    ]);
  });

  it("neutralizes hostile feed content", async () => {
    const [feed] = await fetchAllFeeds({ sources: [source("Nomadist", "/injection.xml")] });
    const items = feed!.items;
    expect(items.map((i) => i.id)).toEqual(["inj-1", "inj-2", "inj-6"]);
    for (const item of items) {
      for (const text of [item.id, item.title, item.description, item.source, item.category])
        expect(text).not.toMatch(/[<>]/);
      expect(item.link).toMatch(/^https?:\/\//);
    }
    expect(textOf(items)).not.toMatch(/script|onerror|onload|javascript:|alert/i);
    expect(items[0]).toMatchObject({ title: "Chile visa news", description: "Café & more é😀 …" });
    expect(items[1]).toMatchObject({
      title: "Bogotá coworking & coffee",
      description: "click Prices 500 USD in Cuenca",
      category: "Workspace",
    });
    expect(items[2]).toMatchObject({
      title: "Lima &nbsp;expat guide 2026",
      description: "Unclosed tag at the end",
    });
  });

  it("abandons bodies over the size cap, streamed or declared", async () => {
    await expect(fetchFeed(`${base}/huge.xml`)).rejects.toThrow(/larger than/);
    await expect(fetchFeed(`${base}/huge-declared.xml`)).rejects.toThrow(/larger than/);
    await expect(fetchFeed(`${base}/rss.xml`, { maxBytes: 1_000 })).rejects.toThrow(/larger than/);
  });

  it("times out slow headers and slow bodies with our own timer", async () => {
    for (const slow of ["/slow-headers.xml", "/slow-body.xml"]) {
      const started = Date.now();
      await expect(fetchFeed(`${base}${slow}`, { timeoutMs: 200 })).rejects.toThrow(/timed out after 200 ms/);
      expect(Date.now() - started).toBeLessThan(1_500);
    }
  });
});

describe("getNews", () => {
  it("answers at most 9 relevant items, newest first, deduped, while slow and broken feeds are skipped", async () => {
    pointFeeds({
      REDDIT: "/atom.xml",
      GOOGLE_NEWS: "/rss.xml",
      MEDIUM: "/malformed.xml",
      NOMADIST: "/slow-body.xml",
    });
    const started = Date.now();
    const news = await getNews();
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_500);
    if (news.source !== "live") throw new Error("expected live news");
    expect(news.items.map((i) => i.id)).toEqual([
      "t3_saopaulo",
      "t3_ecuador",
      "rss-colombia-visa",
      "t3_weekly", // general filler: Reddit had fewer than 3 relevant items
      "rss-medellin-coworking",
      "rss-buenos-aires-costs",
      "rss-santiago-startups",
      "rss-floripa",
      "rss-uruguay-tax",
    ]);
    expect(new Set(news.items.map((i) => i.link)).size).toBe(9);
    // Google News had enough relevant items
    expect(news.items.some((i) => i.id === "rss-ceviche")).toBe(false);
    expect(new Date(news.fetchedAt).toISOString()).toBe(news.fetchedAt);
  });

  it("falls back to the sample items when every feed fails", async () => {
    pointFeeds({
      REDDIT: "/malformed.xml",
      GOOGLE_NEWS: "/slow-headers.xml",
      MEDIUM: "/missing.xml",
      NOMADIST: "/empty.xml",
    });
    const news = await getNews();
    expect(news.source).toBe("sample");
    expect(news.items).toHaveLength(9);
    // Examples, not articles: nothing that could pass for a link or a publication date.
    expect(news.items.every((i) => !("link" in i) && !("pubDate" in i))).toBe(true);
  });

  it("falls back to the sample items when every feed is off", async () => {
    pointFeeds({});
    expect((await getNews()).source).toBe("sample");
    expect(totalHits()).toBe(0);
  });
});

describe("news cache", () => {
  beforeEach(() => {
    process.env.NEWS_FEED_TIMEOUT_MS = "2000";
    pointFeeds({ REDDIT: "/atom.xml", GOOGLE_NEWS: "/rss.xml" });
  });

  it("serves a second call within 30 minutes from memory", async () => {
    const t0 = Date.now();
    const first = await getNews({ now: t0 });
    expect(totalHits()).toBe(2);
    expect(await getNews({ now: t0 + 29 * minute })).toBe(first);
    expect(totalHits()).toBe(2);
  });

  it("lets concurrent first callers and the boot-time warm-up share one fetch", async () => {
    const warm = warmNewsCache();
    const results = await Promise.all([getNews(), getNews(), getNews()]);
    await warm;
    expect(new Set(results).size).toBe(1);
    expect(hits.get("/atom.xml")).toBe(1);
    expect(hits.get("/rss.xml")).toBe(1);
  });

  it("serves a stale cache at once and refreshes it once in the background", async () => {
    const t0 = Date.now();
    const first = await getNews({ now: t0 });
    delayMs = 300; // the refresh takes a while; visitors must not wait for it

    const started = Date.now();
    const stale = await Promise.all([getNews({ now: t0 + 31 * minute }), getNews({ now: t0 + 31 * minute })]);
    expect(Date.now() - started).toBeLessThan(150);
    expect(stale).toEqual([first, first]);

    let latest = first;
    for (const deadline = Date.now() + 3_000; latest === first && Date.now() < deadline; await sleep(25)) {
      latest = await getNews({ now: t0 + 32 * minute });
    }
    expect(latest.fetchedAt).toBe(new Date(t0 + 31 * minute).toISOString());
    expect(totalHits()).toBe(4); // one background refresh for all stale callers
  });

  it("forces a refresh at most once a minute, and concurrent refreshes share one fetch", async () => {
    const t0 = Date.now();
    await getNews({ now: t0 });
    const [a, b] = await Promise.all([
      getNews({ refresh: true, now: t0 + 1_000 }),
      getNews({ refresh: true, now: t0 + 1_000 }),
    ]);
    expect(a).toBe(b);
    expect(a.fetchedAt).toBe(new Date(t0 + 1_000).toISOString());
    expect(totalHits()).toBe(4);

    expect(await getNews({ refresh: true, now: t0 + 30_000 })).toBe(a); // throttled: the cache
    expect(totalHits()).toBe(4);

    const again = await getNews({ refresh: true, now: t0 + 62_000 });
    expect(again.fetchedAt).toBe(new Date(t0 + 62_000).toISOString());
    expect(totalHits()).toBe(6);
  });

  it("keeps recent live items when a refresh fails, and retries sooner", async () => {
    const t0 = Date.now();
    const live = await getNews({ now: t0 });
    pointFeeds({ REDDIT: "/malformed.xml" });
    expect(await getNews({ refresh: true, now: t0 + 2 * minute })).toBe(live);
    pointFeeds({ REDDIT: "/atom.xml", GOOGLE_NEWS: "/rss.xml" });
    // The failed refresh set a short expiry: 6 minutes later a background refresh runs.
    expect(await getNews({ now: t0 + 8 * minute })).toBe(live);
    await warmNewsCache(); // the cache exists: no new fetch
    for (const deadline = Date.now() + 3_000; totalHits() < 5 && Date.now() < deadline;) await sleep(25);
    expect(totalHits()).toBe(5);
  });
});

describe("GET /api/news", () => {
  it("answers JSON with a short public cache, and no-store on refresh", async () => {
    pointFeeds({ REDDIT: "/atom.xml", GOOGLE_NEWS: "/rss.xml" });
    const { GET } = await import("@/app/api/news/route");
    const response = await GET(new Request("http://localhost/api/news"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
    const body = (await response.json()) as { items: NewsItem[]; source: string; fetchedAt: string };
    expect(body.source).toBe("live");
    expect(body.items).toHaveLength(9);

    const refreshed = await GET(new Request("http://localhost/api/news?refresh=1"));
    expect(refreshed.headers.get("cache-control")).toBe("no-store");
  });

  it("answers the sample items with 200 when something unexpected fails", async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock("@/lib/news/news-feed", () => ({ getNews: () => Promise.reject(new Error("boom")) }));
      const { GET } = await import("@/app/api/news/route");
      const response = await GET(new Request("http://localhost/api/news"));
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual(
        expect.objectContaining({ source: "sample", items: expect.any(Array) }),
      );
      jest.dontMock("@/lib/news/news-feed");
    });
  });
});
