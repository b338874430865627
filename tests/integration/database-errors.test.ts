import { randomUUID } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { Client, Pool } from "pg";
import { isDatabaseUnavailable } from "@/lib/services/database/errors";
import { PrismaClient } from "@/lib/services/database/generated/client";
import { databaseUrl, queryServer } from "../support/test-database";

/*
 * Which failures of a real PostgreSQL mean "unavailable, try again" (503 + Retry-After) rather
 * than a bug (500): each one provoked for real, through Prisma and the same pg driver adapter as
 * the app, on a scratch database of this test (the shared server itself is never disturbed).
 */
const server = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const runs = process.env.TEST_DB_MODE !== "pglite";
const maybe = runs ? describe : describe.skip;

const admin = <T = unknown>(sql: string) => queryServer<T>(sql, server);

type Scratch = { name: string; prisma: (user?: string) => PrismaClient; cleanUp: () => Promise<void> };

async function scratchDatabase(): Promise<Scratch> {
  const name = `latitud_dberr_${randomUUID().slice(0, 8)}`;
  await admin(`create database "${name}"`);
  const pools: Pool[] = [];
  return {
    name,
    prisma(user) {
      const url = new URL(databaseUrl(server, name));
      if (user) url.username = user;
      const pool = new Pool({ connectionString: url.toString(), max: 2, connectionTimeoutMillis: 5_000 });
      pool.on("error", () => undefined);
      pools.push(pool);
      return new PrismaClient({ adapter: new PrismaPg(pool) });
    },
    async cleanUp() {
      await Promise.all(pools.map((pool) => pool.end().catch(() => undefined)));
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}

/** The error a promise rejects with (a test failure if it resolves). */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the query to fail");
}

/** Everything an error carries, to check which SQLSTATE it really was. */
const fingerprint = (error: unknown) =>
  JSON.stringify(error, Object.getOwnPropertyNames(error as object)) + String((error as Error).message);

maybe("database failures against a real PostgreSQL", () => {
  it("3D000: the database was dropped", async () => {
    const scratch = await scratchDatabase();
    try {
      await admin(`drop database "${scratch.name}" with (force)`);
      const error = await failureOf(scratch.prisma().$queryRaw`select 1`);
      expect(fingerprint(error)).toContain("3D000");
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await scratch.cleanUp();
    }
  });

  it("55000: the database does not accept connections", async () => {
    const scratch = await scratchDatabase();
    try {
      await admin(`alter database "${scratch.name}" with allow_connections false`);
      const error = await failureOf(scratch.prisma().$queryRaw`select 1`);
      expect(fingerprint(error)).toContain("55000");
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await admin(`alter database "${scratch.name}" with allow_connections true`);
      await scratch.cleanUp();
    }
  });

  it("57P01: the connection is terminated mid-query (pg_terminate_backend)", async () => {
    const scratch = await scratchDatabase();
    try {
      const prisma = scratch.prisma();
      const running = failureOf(prisma.$queryRaw`select pg_sleep(10)`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await admin(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${scratch.name}' and pid <> pg_backend_pid()`,
      );
      const error = await running;
      expect(fingerprint(error)).toMatch(/57P01|terminating connection due to administrator command/);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await scratch.cleanUp();
    }
  });

  it("P2028: every connection stays busy for the whole wait of a new transaction", async () => {
    const scratch = await scratchDatabase();
    try {
      const prisma = scratch.prisma(); // a pool of 2
      const busy = Array.from({ length: 2 }, () =>
        prisma.$transaction(async (tx) => tx.$queryRaw`select pg_sleep(1.5)::text`, { timeout: 10_000 }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const error = await failureOf(
        prisma.$transaction(async (tx) => tx.$queryRaw`select 1`, { maxWait: 200 }),
      );
      expect(fingerprint(error)).toMatch(/Unable to start a transaction in the given time/);
      expect(isDatabaseUnavailable(error)).toBe(true);
      await Promise.all(busy);
    } finally {
      await scratch.cleanUp();
    }
  });

  it("53300: too many connections for the database", async () => {
    const scratch = await scratchDatabase();
    const role = `latitud_dberr_role_${randomUUID().slice(0, 8)}`;
    await admin(`create role "${role}" login`);
    const holder = new Client({
      connectionString: databaseUrl(server, scratch.name).replace("postgres@", `${role}@`),
    });
    try {
      await admin(`alter database "${scratch.name}" connection limit 1`);
      await holder.connect();
      const error = await failureOf(scratch.prisma(role).$queryRaw`select 1`);
      expect(fingerprint(error)).toContain("53300");
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await holder.end().catch(() => undefined);
      await scratch.cleanUp();
      await admin(`drop role if exists "${role}"`);
    }
  });

  it("a bug is not an outage: a syntax error, a unique violation and a cancelled query stay errors", async () => {
    const scratch = await scratchDatabase();
    try {
      const prisma = scratch.prisma();
      expect(isDatabaseUnavailable(await failureOf(prisma.$queryRawUnsafe("select frmo nowhere")))).toBe(
        false,
      );
      await prisma.$executeRawUnsafe("create table t (id int primary key)");
      await prisma.$executeRawUnsafe("insert into t values (1)");
      expect(
        isDatabaseUnavailable(await failureOf(prisma.$executeRawUnsafe("insert into t values (1)"))),
      ).toBe(false);
      // 57014, a query cancelled by statement_timeout: the query's fault, not the database's.
      const cancelled = await failureOf(
        prisma.$transaction(async (tx) => {
          await tx.$executeRawUnsafe("set local statement_timeout = 50");
          await tx.$queryRawUnsafe("select pg_sleep(1)");
        }),
      );
      expect(fingerprint(cancelled)).toContain("57014");
      expect(isDatabaseUnavailable(cancelled)).toBe(false);
    } finally {
      await scratch.cleanUp();
    }
  });
});

describe("database failures that cannot be provoked on demand", () => {
  // As the pg driver adapter reports an error it has no kind for: { kind: "postgres", code }.
  const adapterError = (code: string) => ({
    name: "PrismaClientKnownRequestError",
    code: "P2010",
    meta: {
      driverAdapterError: {
        name: "DriverAdapterError",
        cause: { kind: "postgres", code, originalCode: code },
      },
    },
  });
  it.each([
    "57P02",
    "57P03",
    "57P04",
    "57P05",
    "08000",
    "08003",
    "08006",
    "08001",
    "08004",
    "08P01",
    "53000",
    "53100",
    "53200",
    "25006",
  ])("%s counts as unavailable", (code) => {
    expect(isDatabaseUnavailable(adapterError(code))).toBe(true);
  });
  it.each(["57014", "23505", "42601", "40001", "P2002"])("%s does not", (code) => {
    expect(isDatabaseUnavailable(adapterError(code))).toBe(false);
  });
});
