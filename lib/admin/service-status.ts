import "server-only";
import nodemailer from "nodemailer";
import { env } from "@/lib/env";
import { db } from "@/lib/services/database";
import { paymentProvider } from "@/lib/services/payments";
import { rateLimitStore } from "@/lib/rate-limit";
import { realtimeConfig } from "@/lib/services/realtime";

export type ServiceStatus = {
  name: string;
  mode: string;
  ok: boolean;
  latencyMs: number | null;
  detail: string;
};

const TIMEOUT_MS = 5000;

async function timed(
  run: () => Promise<string>,
): Promise<{ ok: boolean; latencyMs: number; detail: string }> {
  const started = performance.now();
  try {
    const detail = await Promise.race([
      run(),
      new Promise<string>((_, reject) =>
        setTimeout(() => reject(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS),
      ),
    ]);
    return { ok: true, latencyMs: Math.round(performance.now() - started), detail };
  } catch (error) {
    return {
      ok: false,
      latencyMs: Math.round(performance.now() - started),
      detail: error instanceof Error ? error.message : "Unreachable",
    };
  }
}

/** The admin dashboard's connection status: every external service, with which implementation runs. */
export async function checkServices(): Promise<ServiceStatus[]> {
  const config = env();
  const provider = (() => {
    try {
      return paymentProvider();
    } catch {
      return null;
    }
  })();
  const realtime = realtimeConfig();
  const checks: Array<Promise<ServiceStatus>> = [
    timed(async () => {
      await db.$queryRaw`select 1`;
      return "Query answered";
    }).then((r) => ({
      name: "Database",
      mode: config.DATABASE_URL ? "PostgreSQL" : "Embedded PGlite",
      ...r,
    })),
    timed(async () => {
      if (!provider) throw new Error("Card payments are not configured");
      const health = await provider.health();
      if (!health.ok) throw new Error("The provider reports a problem");
      return "Health check answered";
    }).then((r) => ({
      name: "Card provider",
      mode: provider?.name === "cali" ? "Cali" : "Local sandbox",
      ...r,
    })),
    timed(async () =>
      config.OPENAI_API_KEY
        ? `Model ${config.OPENAI_MODEL} configured`
        : "Built-in answerer over the knowledge base",
    ).then((r) => ({
      name: "Visa assistant",
      mode: config.OPENAI_API_KEY ? "OpenAI-compatible API" : "Built-in",
      ...r,
      latencyMs: null,
    })),
    timed(async () => {
      if (realtime.transport === "pusher") return "Pusher configured";
      await db.$executeRaw`select pg_notify('latitud_health', '')`;
      return "NOTIFY answered";
    }).then((r) => ({
      name: "Realtime",
      mode: realtime.transport === "pusher" ? "Pusher" : "SSE over LISTEN/NOTIFY",
      ...r,
    })),
    timed(async () => {
      if (!config.SMTP_URL) return "Development mailbox";
      await nodemailer.createTransport(config.SMTP_URL).verify();
      return "SMTP server accepted the connection";
    }).then((r) => ({ name: "Email", mode: config.SMTP_URL ? "SMTP" : "Development mailbox", ...r })),
    timed(async () => {
      if (!config.REDIS_URL) return "Counters in PostgreSQL";
      // A hit on a throw-away key proves the connection and the script both work.
      await (await rateLimitStore()).hit("health:check", new Date(), 1_000);
      return "Redis answered";
    }).then((r) => ({ name: "Rate limits", mode: config.REDIS_URL ? "Redis" : "PostgreSQL", ...r })),
  ];
  return Promise.all(checks);
}
