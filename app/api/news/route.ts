import { getNews } from "@/lib/news/news-feed";
import { sampleNewsResult } from "@/lib/news/sample-items";
import { logger } from "@/lib/observability/logger";

/**
 * The home page's news section. `?refresh=1` (the Refresh button) asks for a fresh fetch, throttled
 * server-side. Never fails: on an unexpected error it answers the sample items, which the UI shows.
 */
export async function GET(request: Request) {
  const refresh = new URL(request.url).searchParams.get("refresh") === "1";
  try {
    const result = await getNews({ refresh });
    const cacheControl = refresh ? "no-store" : "public, max-age=60, stale-while-revalidate=600";
    return Response.json(result, { headers: { "cache-control": cacheControl } });
  } catch (error) {
    logger.error(
      { detail: error instanceof Error ? error.message : String(error) },
      "[api] GET /api/news failed:",
    );
    // no-store: a shared cache must not keep the fallback once the feeds work again.
    return Response.json(sampleNewsResult(), { headers: { "cache-control": "no-store" } });
  }
}

export const dynamic = "force-dynamic";
