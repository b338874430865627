import "server-only";
import nodemailer from "nodemailer";
import { env } from "@/lib/env";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { db } from "@/lib/services/database";
import { paymentProvider } from "@/lib/services/payments";
import { rateLimitStore } from "@/lib/rate-limit";
import { realtimeConfig } from "@/lib/services/realtime";

/** One external service's state, worded in the reader's language (admin.dashboard.status). */
export type ServiceStatus = {
  name: string;
  mode: string;
  ok: boolean;
  latencyMs: number | null;
  detail: string;
};

type DetailKey = keyof IntlMessages["admin"]["dashboard"]["status"]["details"];

/** A check's outcome: a known one by key, or what a failing call threw, shown as it came. */
type Detail = { key: DetailKey; values?: Record<string, string | number> } | { text: string };

type Messages = IntlMessages["admin"]["dashboard"]["status"];
type Check = {
  service: keyof Messages["services"];
  mode: keyof Messages["modes"];
  ok: boolean;
  latencyMs: number | null;
  detail: Detail;
};

/** A known failure of a check. */
class Problem extends Error {
  constructor(readonly key: DetailKey) {
    super(key);
  }
}

const TIMEOUT_MS = 5000;

async function timed(
  run: () => Promise<Detail>,
): Promise<{ ok: boolean; latencyMs: number; detail: Detail }> {
  const started = performance.now();
  try {
    const detail = await Promise.race([
      run(),
      new Promise<Detail>((_, reject) => setTimeout(() => reject(new Problem("timeout")), TIMEOUT_MS)),
    ]);
    return { ok: true, latencyMs: Math.round(performance.now() - started), detail };
  } catch (error) {
    const detail: Detail =
      error instanceof Problem
        ? { key: error.key, values: { seconds: TIMEOUT_MS / 1000 } }
        : error instanceof Error
          ? { text: error.message }
          : { key: "unreachable" };
    return { ok: false, latencyMs: Math.round(performance.now() - started), detail };
  }
}

/**
 * The admin dashboard's connection status: every external service, with which implementation runs,
 * in `locale` (the readiness check reads it in English).
 */
export async function checkServices(locale: Locale = defaultLocale): Promise<ServiceStatus[]> {
  const config = env();
  const provider = (() => {
    try {
      return paymentProvider();
    } catch {
      return null;
    }
  })();
  const realtime = realtimeConfig();
  const checks: Array<Promise<Check>> = [
    timed(async () => {
      await db.$queryRaw`select 1`;
      return { key: "queryAnswered" };
    }).then((r) => ({ service: "database", mode: config.DATABASE_URL ? "postgresql" : "pglite", ...r })),
    timed(async () => {
      if (!provider) throw new Problem("paymentsNotConfigured");
      const health = await provider.health();
      if (!health.ok) throw new Problem("providerProblem");
      return { key: "healthAnswered" };
    }).then((r) => ({ service: "cardProvider", mode: provider?.name === "cali" ? "cali" : "sandbox", ...r })),
    timed(async () =>
      config.OPENAI_API_KEY
        ? { key: "modelConfigured", values: { model: config.OPENAI_MODEL } }
        : { key: "builtInAnswerer" },
    ).then((r) => ({
      service: "visaAssistant",
      mode: config.OPENAI_API_KEY ? "openai" : "builtIn",
      ...r,
      latencyMs: null,
    })),
    timed(async () => {
      if (realtime.transport === "pusher") return { key: "pusherConfigured" };
      await db.$executeRaw`select pg_notify('latitud_health', '')`;
      return { key: "notifyAnswered" };
    }).then((r) => ({ service: "realtime", mode: realtime.transport === "pusher" ? "pusher" : "sse", ...r })),
    timed(async () => {
      if (!config.SMTP_URL) return { key: "devMailbox" };
      await nodemailer.createTransport(config.SMTP_URL).verify();
      return { key: "smtpAccepted" };
    }).then((r) => ({ service: "email", mode: config.SMTP_URL ? "smtp" : "devMailbox", ...r })),
    timed(async () => {
      if (!config.REDIS_URL) return { key: "countersInPostgres" };
      // A hit on a throw-away key proves the connection and the script both work.
      await (await rateLimitStore()).hit("health:check", new Date(), 1_000);
      return { key: "redisAnswered" };
    }).then((r) => ({ service: "rateLimits", mode: config.REDIS_URL ? "redis" : "postgresql", ...r })),
  ];
  const [results, t] = await Promise.all([Promise.all(checks), translator(locale, "admin")]);
  return results.map(({ service, mode, ok, latencyMs, detail }) => ({
    name: t(`dashboard.status.services.${service}`),
    mode: t(`dashboard.status.modes.${mode}`),
    ok,
    latencyMs,
    detail: "text" in detail ? detail.text : t(`dashboard.status.details.${detail.key}`, detail.values),
  }));
}
