/** Liveness: the process answers. Readiness (database and services) is /api/ready. */
export function GET() {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}

export const dynamic = "force-dynamic";
