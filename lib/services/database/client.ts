import "server-only";
import { env } from "@/lib/env";
import { closeDriver, driverTargetFromEnv, openDriver, type Driver } from "./connection";
import { PrismaClient } from "./generated/client";

export type Database = InstanceType<typeof PrismaClient>;

type State = { driver: Driver; client: Database };

// One driver and client per process, kept across hot reloads in development.
const globalState = globalThis as unknown as { __latitudDb?: State };

function state(): State {
  if (globalState.__latitudDb) return globalState.__latitudDb;
  if (env().NEXT_PHASE === "phase-production-build") {
    // Build workers are separate processes: opening the embedded database from them corrupts it.
    throw new Error("The database was used during `next build`. Render this page dynamically.");
  }
  const driver = openDriver(driverTargetFromEnv());
  // A burst (a login storm, a featured page) queues for a free connection up to 5 s before a
  // transaction gives up (with 503, lib/services/database/errors.ts), not Prisma's 2 s.
  const client = new PrismaClient({ adapter: driver.adapter, transactionOptions: { maxWait: 5_000 } });
  globalState.__latitudDb = { driver, client };
  return globalState.__latitudDb;
}

/**
 * The Prisma client. Created on first use, so importing this module never opens a database
 * (static pages are built without one).
 */
export const db: Database = new Proxy({} as Database, {
  get(_target, property) {
    const client = state().client;
    const value = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

/** The driver under the client, for migrations and LISTEN/NOTIFY. */
export function databaseDriver(): Driver {
  return state().driver;
}

/**
 * Closes the client and the driver (scripts, tests, graceful shutdown). PGlite keeps the event loop
 * alive otherwise.
 */
export async function closeDatabase(): Promise<void> {
  const current = globalState.__latitudDb;
  if (!current) return;
  globalState.__latitudDb = undefined;
  await current.client.$disconnect();
  await closeDriver(current.driver);
}
