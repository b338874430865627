import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { apiLogin } from "./support/auth";
import { untilHydrated } from "./support/hydration";
import { recordPrefetches } from "./support/prefetches";
import { cities } from "@/lib/cities";
import { searchCities } from "@/lib/cities/search";

/** How many cities the list's search finds for `query` (the page's own rule, on the city records). */
const found = (query: string) => searchCities(query, cities).length;
const cityCount = (count: number) => (count === 1 ? "1 city" : `${count} cities`);

test.describe("cities", () => {
  test("live search by name, country or description, kept in the URL", async ({ page }) => {
    await page.goto("/cities");
    await expect(page.getByRole("heading", { name: "Find Your Ideal Nomad City" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "All Nomad Cities" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "cities" })).toHaveText(cityCount(cities.length));
    const search = page.getByLabel("Search cities by name, country or description");
    // The prerendered list arrives at once: typed before hydration, a search waits for "Apply".
    await untilHydrated(search);
    await search.fill("medellin");
    await expect(page.getByRole("heading", { name: "Matching cities" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "city" })).toHaveText("1 city");
    await expect(page.getByRole("heading", { name: "Medellín" })).toBeVisible();
    await expect(page).toHaveURL("/cities?q=medellin");

    await search.fill("BRAZIL");
    await expect(page.getByRole("article")).toHaveCount(found("brazil"));
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(page.getByRole("article")).toHaveCount(cities.length);
    await expect(page).toHaveURL("/cities");

    await search.fill("atlantis");
    await expect(page.getByText("No cities match your filters.")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).last().click();
    await expect(page.getByRole("article")).toHaveCount(cities.length);
  });

  test("search also finds badges and the countries' local names", async ({ page }) => {
    await page.goto("/cities");
    const search = page.getByLabel("Search cities by name, country or description");
    await untilHydrated(search);
    await search.fill("beaches");
    await expect(page.getByRole("article")).toHaveCount(found("beaches"));
    await expect(page.getByRole("heading", { name: "Rio de Janeiro" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Montevideo" })).toBeVisible();
    await search.fill("brasil");
    await expect(page.getByRole("article")).toHaveCount(found("brazil"));
    await expect(page.getByRole("heading", { name: "São Paulo" })).toBeVisible();
    await search.fill("Perú");
    await expect(page.getByRole("article")).toHaveCount(found("peru"));
    await expect(page.getByRole("heading", { name: "Lima" })).toBeVisible();
  });

  test("only a page that shows the Medellín hero loads it: a prefetched link never preloads another page's images", async ({
    browser,
  }) => {
    // Ten fresh page loads, each waited to network idle and a second more (the /visa page now carries
    // every country's records): more than the default 45 s on a busy machine.
    test.slow();
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1280, height: 900 },
    ]) {
      for (const path of ["/services", "/join", "/groups", "/visa", "/privacy-policy"]) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const loaded: string[] = [];
        page.on("request", (request) => {
          if (/medellin-colombia(%2F|\/)hero/.test(request.url())) loaded.push(request.url());
        });
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        // Give prefetches started by links coming into view the time to land.
        await page.waitForTimeout(1000);
        expect(loaded, `${path} at ${viewport.width} px`).toEqual([]);
        await expect(
          page.locator('link[rel="preload"][as="image"][imagesrcset*="medellin-colombia"]'),
          `${path} at ${viewport.width} px`,
        ).toHaveCount(0);
        await context.close();
      }
    }
  });

  test("card and hero images are next/image's optimised files, the first ones preloaded, drawn without a client component", async ({
    page,
  }) => {
    for (const [path, image] of [
      ["/cities", page.getByRole("article").first().locator("img")],
      ["/cities/medellin-colombia", page.getByRole("img", { name: /Aburrá Valley/ })],
    ] as const) {
      await page.goto(path);
      // next/image's client component marks its <img> with data-nimg; the server-drawn one has none.
      await expect(image).not.toHaveAttribute("data-nimg");
      await expect(image).toHaveAttribute(
        "srcset",
        /\/_next\/image\?url=%2Fimages%2Fcities%2Fmedellin-colombia%2Fhero\.webp&w=\d+/,
      );
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          message: path,
        })
        .toBe(true);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc), path).toContain(
        "/_next/image?",
      );
      await expect(page.locator('head link[rel="preload"][as="image"]'), path).toHaveAttribute(
        "imagesrcset",
        /medellin-colombia%2Fhero\.webp/,
      );
    }
  });

  test("links on the first screen prefetch their page on intent, not on load", async ({ page }) => {
    const prefetched = recordPrefetches(page);
    await page.goto("/cities");
    await page.waitForLoadState("networkidle");
    expect(prefetched).toEqual([]);
    // A pointer over the link before React has attached its handlers shows no intent.
    await untilHydrated(page.getByRole("link", { name: "Explore Medellín" }));
    await page.getByRole("link", { name: "Explore Medellín" }).hover();
    await expect.poll(() => prefetched.includes("/cities/medellin-colombia")).toBe(true);
    await page.getByRole("link", { name: "Explore Medellín" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Medellín" })).toBeVisible();
  });

  test("a shared search link opens with its results", async ({ page }) => {
    await page.goto("/cities?q=S%C3%A3o");
    await expect(page.getByRole("heading", { name: "Matching cities" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByLabel("Search cities by name, country or description")).toHaveValue("São");
  });

  test("'Join the Community' leads to the plans with the 'Subscription Required' toast", async ({ page }) => {
    await page.goto("/cities");
    // Clicked once the page is interactive (the header shows the session's state only after
    // hydration); the case before hydration is the full page load below.
    await expect(page.getByRole("banner").getByRole("button", { name: "Log in" })).toBeVisible();
    await page.getByRole("link", { name: "Join the Community" }).click();
    await expect(page.getByText("Subscription Required")).toBeVisible();
    await expect(page.getByText("Please subscribe to access our visa services.")).toBeVisible();
    await expect(page).toHaveURL("/subscription");
    // The link is plain HTML: followed before hydration (a full page load), the toast still shows.
    await page.goto("/subscription?notice=subscription-required");
    await expect(page.getByText("Please subscribe to access our visa services.")).toBeVisible();
    await expect(page).toHaveURL("/subscription");
  });

  test("a city page shows its guide, gallery and info panel", async ({ page }) => {
    await page.goto("/cities/sao-paulo-brazil");
    await expect(page.getByRole("heading", { level: 1, name: "São Paulo" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "About São Paulo" })).toBeVisible();
    const info = page.getByRole("region", { name: "Digital Nomad Info" });
    // Its numbers: internet as the record says (or "Unknown"), the time zone's offset.
    await expect(info).toContainText("Internet");
    await expect(info).toContainText(/Fixed \d+ Mbps|Unknown/);
    await expect(info).toContainText("UTC−3");

    const gallery = page.getByRole("region", { name: "São Paulo gallery" });
    await expect(gallery.getByRole("group", { name: "1 of 3" })).toBeVisible();
    await gallery.getByRole("button", { name: "Next image" }).click();
    await expect(gallery.getByRole("group", { name: "2 of 3" })).toBeVisible();
    await expect(gallery.getByRole("group", { name: "1 of 3" })).toBeHidden();
    await gallery.getByRole("button", { name: "Show image 3" }).click();
    await expect(gallery.getByRole("group", { name: "3 of 3" })).toBeVisible();
    await gallery.getByRole("button", { name: "Next image" }).press("ArrowRight");
    await expect(gallery.getByRole("group", { name: "1 of 3" })).toBeVisible();

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((t) => JSON.parse(t)["@type"] === "Place")).toBe(true);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /opengraph-image/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/cities\/sao-paulo-brazil$/,
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("link", { name: "Back to cities" }).click();
    await expect(page).toHaveURL("/cities");
  });

  test("'Explore Visa Options' goes to the home chat with the focus hint", async ({ page }) => {
    await page.goto("/cities/lima-peru");
    await page.getByRole("link", { name: "Explore Visa Options" }).click();
    await expect(page).toHaveURL("/?focus=chat#visa-chat");
  });

  test("an unknown city answers 404 with 'City Not Found'", async ({ page }) => {
    const response = await page.goto("/cities/atlantis-ocean");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "City Not Found" })).toBeVisible();
    await expect(page.getByText("We couldn't find the city you're looking for.").first()).toBeVisible();
    await page.getByRole("link", { name: "Back to Cities" }).click();
    await expect(page).toHaveURL("/cities");
  });
});

test.describe("guides", () => {
  test("the guide dialog downloads a real PDF in a new tab", async ({ page, context }) => {
    await page.goto("/cities/medellin-colombia");
    const dialog = page.getByRole("dialog");
    const heading = dialog.getByRole("heading", { name: "Get Your Free Colombia Guide" });
    // A tap before the page has hydrated opens the PDF itself (the test below); tap until the
    // hydrated button opens the dialog.
    await expect(async () => {
      if (!(await heading.isVisible()))
        await page.getByRole("button", { name: "Download City Guide" }).click({ timeout: 2_000 });
      await expect(heading).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      dialog.getByRole("button", { name: "Download Now" }).click(),
    ]);
    await expect(page.getByRole("heading", { name: "Guide Downloaded!" })).toBeVisible();
    await expect.poll(() => tab.url()).toContain("/guides/colombia.pdf");

    const pdf = await page.request.get("/guides/colombia.pdf");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    expect(body.length).toBeGreaterThan(10_000);
  });

  test.describe("before the page has hydrated (no JavaScript yet)", () => {
    test.use({ javaScriptEnabled: false });
    test("'Download City Guide' opens the PDF in a new tab: no tap is lost", async ({ page, context }) => {
      await page.goto("/cities/medellin-colombia");
      const [tab] = await Promise.all([
        context.waitForEvent("page"),
        page.getByRole("button", { name: "Download City Guide" }).click(),
      ]);
      await expect.poll(() => new URL(tab.url()).pathname).toBe("/guides/colombia.pdf");
    });
  });

  test("every guide is served, unknown ones are not", async ({ request }) => {
    for (const id of [
      "brazil",
      "colombia",
      "argentina",
      "chile",
      "peru",
      "ecuador",
      "bolivia",
      "paraguay",
      "uruguay",
    ]) {
      const response = await request.get(`/guides/${id}.pdf`);
      expect(response.status(), id).toBe(200);
    }
    expect((await request.get("/guides/narnia.pdf")).status()).toBe(404);
  });

  test("the city list's 'Get Free Guide' opens the country's dialog", async ({ page }) => {
    await page.goto("/cities?q=montevideo");
    await expect(page.getByRole("article")).toHaveCount(1);
    await page.getByRole("button", { name: "Get Free Guide" }).click();
    await expect(
      page.getByRole("dialog").getByRole("heading", { name: "Get Your Free Uruguay Guide" }),
    ).toBeVisible();
  });
});

test.describe("home, news and content pages", () => {
  test("home shows the news section with the built-in items when feeds are unreachable, once scrolled near", async ({
    page,
  }) => {
    const newsRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/news") newsRequests.push(request.url());
    });
    await page.goto("/");
    const news = page.getByRole("region", { name: "Latest Updates" });
    // Far below the first screen: nothing is fetched until the visitor scrolls towards it.
    await expect(news.getByRole("list", { name: "Loading news" })).toBeAttached();
    await page.waitForLoadState("networkidle");
    expect(newsRequests).toEqual([]);
    await news.scrollIntoViewIfNeeded();
    await expect(news.getByRole("article").first()).toBeVisible();
    expect(newsRequests).toHaveLength(1);
    const count = await news.getByRole("article").count();
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(9);
    await news.getByRole("button", { name: "Refresh" }).click();
    await expect(news.getByRole("button", { name: "Refresh" })).toBeEnabled();
    await expect(page.getByRole("link", { name: /Explore Visa Services/ })).toHaveAttribute(
      "href",
      "/subscription",
    );
  });

  test("the hero's 'Ask a visa question' scrolls to the visa chat and puts the cursor in its box", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Ask a visa question" }).click();
    await expect(page).toHaveURL(/\/#visa-chat$/);
    await expect(page.getByRole("heading", { name: "Ask the visa team" })).toBeInViewport();
    // The chat window loads when it nears the screen: the box is focused once it is there.
    const input = page.getByLabel("Your question");
    await expect(input).toBeFocused({ timeout: 15_000 });
    await expect(input).toBeInViewport();
    await page.keyboard.type("Hola");
    await expect(input).toHaveValue("Hola");
  });

  test("before hydration, 'Ask a visa question' is a plain jump to the chat section", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // React never hydrates: the app's scripts do not arrive (the page's own inline scripts still run).
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Ask a visa question" })).toHaveAttribute(
      "href",
      "#visa-chat",
    );
    await page.getByRole("link", { name: "Ask a visa question" }).click();
    await expect(page).toHaveURL(/\/#visa-chat$/);
    await expect(page.getByRole("heading", { name: "Ask the visa team" })).toBeInViewport();
    await context.close();
  });

  test("when the feeds are unreachable, the built-in items are labelled as examples and link to no article", async ({
    page,
  }) => {
    await page.goto("/");
    const news = page.getByRole("region", { name: "Latest Updates" });
    await news.scrollIntoViewIfNeeded();
    await expect(news.getByRole("article").first()).toBeVisible();
    await expect(
      news.getByText(
        "Live news is unavailable right now. These are examples of the topics this section covers.",
      ),
    ).toBeVisible();
    const articles = news.getByRole("article");
    const count = await articles.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < count; i++) {
      await expect(articles.nth(i).getByText("Example", { exact: true })).toBeVisible();
      await expect(articles.nth(i).getByRole("link")).toHaveCount(0);
      // No made-up publication date either.
      await expect(articles.nth(i).locator("time")).toHaveCount(0);
    }
    await page.screenshot({ path: test.info().outputPath("news-examples.png"), fullPage: false });
  });

  test("the news API never fails and returns plain text", async ({ request }) => {
    const response = await request.get("/api/news");
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      source: "live" | "sample";
      items: { title: string; description: string; link?: string }[];
    };
    for (const item of body.items) {
      expect(item.title + item.description).not.toMatch(/[<>]/);
      // Live items link to their article; the built-in examples (feeds are off here) link nowhere.
      if (body.source === "live") expect(item.link).toMatch(/^https?:\/\//);
      else expect(item.link).toBeUndefined();
    }
  });

  test("/visa lists every country's remote-work options with official sources", async ({ page }) => {
    await page.goto("/visa");
    for (const country of ["Argentina", "Brazil", "Colombia", "Costa Rica", "Mexico", "Uruguay"]) {
      await expect(page.getByRole("heading", { level: 2, name: country })).toBeVisible();
    }
    await expect(
      page.getByRole("region", { name: "Colombia" }).getByText("Nomad visa", { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Mexico" }).getByText("No nomad visa", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Ask the visa chat" })).toHaveAttribute(
      "href",
      "/?focus=chat#visa-chat",
    );
    await expect(page.getByRole("link", { name: "Check which visas fit you" })).toHaveAttribute(
      "href",
      "/visa/eligibility",
    );
    await expect(page.getByRole("link", { name: "Plan your stays and tax days" })).toHaveAttribute(
      "href",
      "/visa/stays",
    );
  });

  test("/visa shows each record's figure, its official page and the day it was checked", async ({ page }) => {
    await page.goto("/visa");
    const dir = join(__dirname, "..", "content", "visa", "facts");
    type Fact = {
      id: string;
      kind: string;
      nationalities: string | string[];
      value: { type: string; amount?: number };
      source: { url: string };
      confidence: string;
    };
    const shown = ["stay-per-entry", "income-threshold", "program-duration", "processing-time"];
    for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
      const { country, facts } = JSON.parse(readFileSync(join(dir, file), "utf8")) as {
        country: string;
        facts: Fact[];
      };
      const card = page.locator(`section#${country}`);
      await expect(card).toBeVisible();
      for (const fact of facts.filter((f) => shown.includes(f.kind) && f.nationalities === "all")) {
        const line = card.locator(`[data-fact-ids~="${fact.id}"]`).first();
        await expect(line, fact.id).toBeVisible();
        if (fact.value.amount !== undefined)
          await expect(line, fact.id).toContainText(fact.value.amount.toLocaleString("en-US"));
        await expect(line.locator(`a[href="${fact.source.url}"]`).first(), fact.id).toBeVisible();
        await expect(line, fact.id).toContainText("Checked ");
        if (fact.confidence === "unverified") await expect(line, fact.id).toContainText("Not verified");
      }
    }
  });

  test("/groups lists community groups per city", async ({ page }) => {
    await page.goto("/groups");
    await expect(page.getByRole("heading", { name: "Medellín, Colombia" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Montevideo, Uruguay" }).getByRole("listitem").first(),
    ).toBeVisible();
  });

  test("sitemap and robots list the public pages", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of [
      "/cities/medellin-colombia",
      "/cities/montevideo-uruguay",
      "/visa",
      "/groups",
      "/guides/peru.pdf",
      "/privacy-policy",
    ])
      expect(sitemap).toContain(path);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap:");
    expect(robots).toContain("Disallow: /admin");
  });

  test("city social cards are generated images", async ({ request }) => {
    const page = await (await request.get("/cities/lima-peru")).text();
    const image = page.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(image).toBeTruthy();
    const response = await request.get(new URL(image!).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  });

  test("the newsletter's unsubscribe link works", async ({ page }) => {
    const email = `reader-${Date.now()}@example.com`;
    const mailbox = async () =>
      (
        (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
          messages: { subject: string; text: string }[];
        }
      ).messages;
    await page.goto("/services");
    await page.getByRole("contentinfo").getByLabel("Email address").fill(email);
    await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
    await expect(
      page.getByText("Almost there! Check your inbox and click the link to confirm your subscription."),
    ).toBeVisible();
    const confirm = (await mailbox())[0]!.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/)![0];
    await page.goto(new URL(confirm).pathname + new URL(confirm).search);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(
      page.getByText("You're subscribed. Look out for the next newsletter in your inbox."),
    ).toBeVisible();
    await expect.poll(async () => (await mailbox()).length).toBe(2);
    const welcome = (await mailbox()).find((m) => m.subject === "Welcome to the Latitud newsletter")!;
    const link = welcome.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole("heading", { name: "Unsubscribe from the newsletter?" })).toBeVisible();
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByText("Done. You will not receive the newsletter any more.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  });
});

test.describe("interest tags", () => {
  test("viewing a city as a member adds the country tag once, and says so in words", async ({ page }) => {
    await apiLogin(page, "member@demo.latitud.app");
    const first = page.waitForResponse((r) => r.url().endsWith("/api/profile/tags"));
    await page.goto("/cities/santiago-chile");
    const body = (await (await first).json()) as { success: boolean; exists: boolean; tag: string };
    expect(body).toEqual(expect.objectContaining({ success: true, tag: "interested-in-chile" }));
    await expect(page.getByText("Added Chile to your interests")).toBeVisible();
    // The internal slug never reaches the reader.
    await expect(page.getByText("interested-in-chile")).toHaveCount(0);
    await expect(page.getByText("Tag Added")).toHaveCount(0);
    const second = page.waitForResponse((r) => r.url().endsWith("/api/profile/tags"));
    await page.reload();
    expect(((await (await second).json()) as { exists: boolean }).exists).toBe(true);
    await page.waitForTimeout(1000);
    await expect(page.getByText("Added Chile to your interests")).toHaveCount(0);
  });

  test("visitors are not tagged and the API refuses them", async ({ page, baseURL }) => {
    const response = await page.request.post("/api/profile/tags", {
      headers: { origin: baseURL! },
      data: { tag: "interested-in-chile", source: "city-page-view" },
    });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: "You must be logged in to add tags" });
  });
});
