import { checkServices } from "@/lib/admin/service-status";

export type Readiness = {
  ready: boolean;
  checks: Array<{ name: string; ok: boolean; latencyMs: number | null; detail: string }>;
};

/**
 * Ready to take traffic: not shutting down, the database answers, and every configured external
 * service is reachable (local defaults always count as reachable).
 */
export async function readiness(): Promise<Readiness> {
  if ((globalThis as { __latitudShuttingDown?: boolean }).__latitudShuttingDown) {
    return {
      ready: false,
      checks: [{ name: "Server", ok: false, latencyMs: null, detail: "Shutting down" }],
    };
  }
  const checks = (await checkServices()).map(({ name, ok, latencyMs, detail }) => ({
    name,
    ok,
    latencyMs,
    detail,
  }));
  return { ready: checks.every((c) => c.ok), checks };
}
