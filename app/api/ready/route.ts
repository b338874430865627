import { readiness } from "@/lib/observability/readiness";

/** Readiness for load balancers: 200 when the database and configured services answer, else 503. */
export async function GET() {
  const result = await readiness();
  return Response.json(
    { status: result.ready ? "ready" : "unavailable", checks: result.checks },
    { status: result.ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}

export const dynamic = "force-dynamic";
