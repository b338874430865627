import { restartDelayMs } from "@/scripts/lib/cluster-primary.mjs";
import { workerPlan } from "@/scripts/lib/workers.mjs";

/*
 * How many app processes scripts/server.mjs starts, and how fast it replaces one that dies. The
 * processes themselves are tested in tests/system/cluster.test.ts.
 */
const postgres = { DATABASE_URL: "postgres://app@db/latitud" };

describe("workerPlan", () => {
  it("runs one process per core on PostgreSQL, or WEB_CONCURRENCY of them", () => {
    expect(workerPlan(postgres, 4)).toEqual({ workers: 4, reason: "one per core (4)" });
    expect(workerPlan({ ...postgres, WEB_CONCURRENCY: "2" }, 4)).toEqual({
      workers: 2,
      reason: "WEB_CONCURRENCY",
    });
    expect(workerPlan({ ...postgres, WEB_CONCURRENCY: "1" }, 4).workers).toBe(1);
    expect(workerPlan({ ...postgres, WEB_CONCURRENCY: " " }, 3).workers).toBe(3);
  });

  it("keeps the embedded database in one process, and says why", () => {
    for (const env of [{}, { WEB_CONCURRENCY: "4" }, { PGLITE_DIR: "memory", WEB_CONCURRENCY: "2" }]) {
      const plan = workerPlan(env, 8);
      expect(plan.workers).toBe(1);
      expect(plan.reason).toMatch(/embedded database \(PGlite\) opens in one process only/);
    }
  });

  it("refuses a WEB_CONCURRENCY that is not a whole number of processes", () => {
    for (const value of ["0", "-1", "1.5", "two", "auto"])
      expect(() => workerPlan({ ...postgres, WEB_CONCURRENCY: value }, 2)).toThrow(/WEB_CONCURRENCY/);
  });
});

describe("restartDelayMs", () => {
  it("replaces the first death at once, then backs off to 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([
      0, 1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
