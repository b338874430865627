/**
 * Liveness: the process answers. Readiness (database and services) is /api/ready. `worker` is the
 * number of the cluster worker that answered (scripts/server.mjs), null when the server runs as one
 * process: a load balancer's checks, and the system tests, see every process take its share.
 */
export function GET() {
  const worker = (globalThis as { __latitudWorker?: number | null }).__latitudWorker ?? null;
  return Response.json({ status: "ok", worker }, { headers: { "cache-control": "no-store" } });
}

export const dynamic = "force-dynamic";
