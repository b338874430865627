import "server-only";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { Pool } from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { env, type Env } from "@/lib/env";
import { logger } from "@/lib/observability/logger";
import { pgliteExtensions } from "./pglite-extensions";

/**
 * The database driver underneath Prisma: PostgreSQL through a pool when DATABASE_URL is set,
 * otherwise embedded PostgreSQL (PGlite) in a directory under DATA_DIR. Other parts (migrations,
 * LISTEN/NOTIFY for realtime) need the raw driver, so it is exposed beside the Prisma adapter.
 */
export type Driver =
  | { kind: "postgres"; pool: Pool; adapter: SqlMigrationAwareDriverAdapterFactory }
  | { kind: "pglite"; pglite: PGlite; adapter: SqlMigrationAwareDriverAdapterFactory };

export type DriverTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dir: string | null };

/** Where the database lives, from the environment. `PGLITE_DIR=memory` gives a throw-away database. */
export function driverTargetFromEnv(environment: Env = env()): DriverTarget {
  const { DATABASE_URL, PGLITE_DIR, DATA_DIR } = environment;
  if (DATABASE_URL) return { kind: "postgres", url: DATABASE_URL };
  if (PGLITE_DIR === "memory") return { kind: "pglite", dir: null };
  const dir = PGLITE_DIR ?? join(DATA_DIR, "pglite");
  return { kind: "pglite", dir: resolve(/* turbopackIgnore: true */ process.cwd(), dir) };
}

/** Opens lazily: the pool connects on first query, PGlite finishes starting before its first query. */
export function openDriver(target: DriverTarget): Driver {
  if (target.kind === "postgres") {
    const pool = new Pool({
      connectionString: target.url,
      max: env().DATABASE_POOL_SIZE,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client that loses its connection (a database restart) must not crash the process.
    pool.on("error", (error) => logger.error({ detail: error.message }, "[db] idle client error:"));
    return { kind: "postgres", pool, adapter: new PrismaPg(pool) };
  }
  if (target.dir) mkdirSync(target.dir, { recursive: true });
  const pglite = new PGlite(target.dir ?? undefined, { extensions: pgliteExtensions });
  return { kind: "pglite", pglite, adapter: new PrismaPGlite(pglite) };
}

export async function closeDriver(driver: Driver): Promise<void> {
  if (driver.kind === "postgres") await driver.pool.end();
  else await driver.pglite.close();
}
