import { reconcileIfDue } from "@/lib/billing/jobs/reconcile-daily";
import { sweepBillingJobs } from "@/lib/billing/jobs/worker";
import { db } from "@/lib/services/database";
import { startBillingServer } from "../support/billing";

/**
 * The periodic billing worker: the daily reconciliation runs once a day however many processes find
 * it due, and a sweep runs every job (sandbox clock, dunning, reconciliation) without failing.
 */
let server: Awaited<ReturnType<typeof startBillingServer>>;
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startBillingServer("billing-jobs-secret-0123456789abcdefghij");
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  await db.reconciliationRun.deleteMany();
});

test("the daily reconciliation: due without a run, then not for a day; 5 processes at once run it once", async () => {
  const now = new Date();
  const results = await Promise.all(Array.from({ length: 5 }, () => reconcileIfDue(now)));
  expect(results.filter((r) => r === "ran")).toHaveLength(1);
  expect(results.every((r) => r === "ran" || r === "running" || r === "not_due")).toBe(true);
  expect(await db.reconciliationRun.count()).toBe(1);

  expect(await reconcileIfDue(new Date(now.getTime() + DAY - 60_000))).toBe("not_due");
  expect(await reconcileIfDue(new Date(now.getTime() + DAY + 60_000))).toBe("ran");
  expect(await db.reconciliationRun.count({ where: { status: "finished" } })).toBe(2);
});

test("a sweep runs every job; two sweeps asked at once share one run", async () => {
  const [first, second] = [sweepBillingJobs(), sweepBillingJobs()];
  await Promise.all([first, second]);
  expect(await db.reconciliationRun.count({ where: { status: "finished" } })).toBe(1);
});
