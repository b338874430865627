import { createTestRun } from "./test-database";

export default async function globalSetup() {
  const run = await createTestRun();
  console.log(`\n[integration] database: ${run.mode === "postgres" ? "PostgreSQL" : "embedded PGlite"}`);
}
