import { z } from "zod";

/**
 * Environment variables, validated once. Every service has a local default, so nothing is required
 * to run on a fresh machine; a variable that is set must be well-formed or the app refuses to start.
 * Documented in .env.example and the README.
 */
const optionalUrl = z.string().url().optional();
const schema = z.object({
  APP_ENV: z.enum(["local", "test", "production"]).optional(),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default(".data"),
  NEXTAUTH_URL: optionalUrl,
  NEXTAUTH_SECRET: z.string().min(32, "NEXTAUTH_SECRET must be at least 32 characters").optional(),
  ADMIN_EMAILS: z.string().default(""),
  SMTP_URL: optionalUrl,
  EMAIL_FROM: z.string().default("Latitud <hello@latitud.app>"),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
    .optional(),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  cached = parsed.data;
  return cached;
}

/**
 * Where this instance runs. Explicit APP_ENV wins; otherwise the embedded database means a local
 * trial and a configured DATABASE_URL means production, so a forgotten variable errs on the safe side
 * (no demo accounts, no development mailbox).
 */
export function appEnv(): "local" | "test" | "production" {
  const e = env();
  return e.APP_ENV ?? (e.DATABASE_URL ? "production" : "local");
}

export const isProduction = () => appEnv() === "production";

/** Emails that are made admins at seed time and when they register (decisions page). */
export function adminEmails(): string[] {
  return env()
    .ADMIN_EMAILS.split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
}
